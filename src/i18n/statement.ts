import { catalogue } from "./catalogue";

/**
 * Text of the accessibility statement (src/pages/toegankelijkheid.tsx), which only that page
 * loads (see ./catalogue.ts). Its structure follows the model statement of the Dutch government.
 */
const messages = {
  "statement.title": "Toegankelijkheidsverklaring",
  "statement.description":
    "Hoe toegankelijk de documentatie van de DSO Toolkit is, hoe we dat controleren en waar je een probleem meldt.",
  "statement.intro":
    "We willen dat iedereen deze documentatie kan gebruiken: met een muis of alleen met het toetsenbord, met een schermlezer of vergroting, op een telefoon of een groot scherm. Deze verklaring beschrijft hoe ver we daarin zijn.",
  "statement.scope.title": "Waarover deze verklaring gaat",
  "statement.scope.text":
    "Deze verklaring gaat over de documentatiewebsite van de DSO Toolkit onder {site}: de componentpagina's, de richtlijnen, de handleidingen en de blog. De playground (Storybook) is een aparte website en valt er niet onder.",
  "statement.standard.title": "Norm",
  "statement.standard.text":
    "We toetsen aan de Web Content Accessibility Guidelines (WCAG) 2.2, niveau A en AA. Dat is strenger dan de WCAG 2.1 AA die de Europese norm EN 301 549 vraagt.",
  "statement.status.title": "Stand van zaken",
  "statement.status.text":
    "De website voldoet gedeeltelijk aan WCAG 2.2 niveau AA. De pagina's zelf voldoen aan alle eisen die we controleren; de live voorbeelden, die uit de playground komen, controleren we hier niet (zie 'Wat nog niet voldoet').",
  "statement.checks.title": "Hoe we de website controleren",
  "statement.checks.automated":
    "Bij elke wijziging van de website draaien automatische controles in een browser (Chromium). Een wijziging gaat pas door als ze allemaal slagen:",
  "statement.checks.pages": "pagina's: alle pagina's van de sitemap, de zoekpagina en de foutpagina.",
  "statement.checks.reflow":
    "Elke pagina op een scherm van {viewport} CSS-pixels (zoals 1280 pixels breed bij 400 % zoom), in de lichte en de donkere weergave: de pagina schuift niet opzij, er wordt geen tekst afgesneden en knoppen en links liggen niet over elkaar. Codevoorbeelden en tabellen mogen in hun eigen vak schuiven.",
  "statement.checks.spacing":
    "Dezelfde controle met extra tekstafstand: regelhoogte 1,5, alinea-afstand 2 keer de lettergrootte, letterafstand 0,12 en woordafstand 0,16 keer de lettergrootte.",
  "statement.checks.textSize":
    "pagina's, één van elk sjabloon, met tekst op 200 % (de tekstgrootte van de browser) bij 1280 pixels breed: ook dan schuift niets opzij en valt er niets weg.",
  "statement.checks.keyboard":
    "Een volledige ronde met de Tab-toets door de startpagina, een documentatiepagina, een blogbericht en de zoekpagina, op {viewports} pixels: de focus is steeds zichtbaar (een rand van minstens 2 pixels met een contrast van minstens 3:1), in beide weergaven, en valt nooit achter de navigatiebalk of een ander vast deel van de pagina.",
  "statement.checks.more":
    "Verder: aanwijsgebieden van minstens 24 × 24 pixels of met genoeg ruimte eromheen, de kleuren, randen en focus in de modus voor hoog contrast van Windows (geforceerde kleuren), geen beweging als je dat in je systeem hebt uitgezet, het aantal zoekresultaten als statusbericht voor schermlezers, en op elke pagina axe-core (WCAG A en AA) en de HTML-validatie.",
  "statement.checks.criteria": "Deze succescriteria controleren we automatisch:",
  "statement.checks.byHand":
    "Niet alles is door een machine te meten. Deze succescriteria en wat de automatische controles niet zien, controleren we met de hand, met toetsenbord en schermlezer:",
  "statement.checks.byHandNote":
    "Met de hand kijken we ook of tekst met extra tekstafstand nog leesbaar is waar hij over andere tekst valt, of de focus duidelijk genoeg opvalt en of wat een schermlezer voorleest begrijpelijk is.",
  "statement.checks.date": "Laatst bijgewerkt:",
  "statement.known.title": "Wat nog niet voldoet",
  "statement.known.examples":
    "De live voorbeelden op de componentpagina's staan in een kader (iframe) dat een pagina van de playground laat zien, de Storybook van het design system. Dat is een aparte website; onze controles meten niet wat erin staat. In zo'n kader kan een onderdeel bijvoorbeeld lastig met het toetsenbord te bedienen zijn, of anders worden voorgelezen dan je verwacht.",
  "statement.known.meaning":
    "Wat dat voor jou betekent: de uitleg, de code en de API van elk component staan ook gewoon op de pagina zelf, buiten het kader. Met de link 'Open in de playground' open je het voorbeeld op een eigen pagina. Loop je daar tegen een probleem aan, meld het dan; het hoort bij de componenten zelf en dat willen we weten.",
  "statement.report.title": "Een probleem melden",
  "statement.report.text":
    "Kun je iets op deze website niet gebruiken, of zie je iets dat niet klopt met deze verklaring? Meld het in de issuetracker van de DSO Toolkit op GitHub:",
  "statement.report.link": "Issues van de DSO Toolkit",
  "statement.report.what":
    "Vertel welke pagina het is, wat je probeerde te doen en welke hulpmiddelen je gebruikt (browser, schermlezer, vergroting). We reageren in het issue en laten weten wat we ermee doen.",
} as const;

export type StatementMessageId = keyof typeof messages;
export const statementText = catalogue(messages);
