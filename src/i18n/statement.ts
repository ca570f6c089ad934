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
    "De pagina's slagen voor alle automatische controles hieronder. De live voorbeelden, die uit de playground komen, controleren we hier niet (zie 'Wat nog niet voldoet').",
  "statement.status.byHandPending":
    "Of de website helemaal voldoet aan WCAG 2.2 niveau AA, weten we nog niet. Een deel van de eisen kan alleen een mens beoordelen, en die controles met de hand zijn nog niet allemaal gedaan (zie 'Controles met de hand').",
  "statement.status.byHandDone":
    "Ook de controles met de hand zijn gedaan; bij elke controle staan de datum en de uitkomst.",
  "statement.checks.title": "Hoe we de website controleren",
  "statement.checks.automated":
    "Bij elke wijziging van de website draaien automatische controles in een browser (Chromium). Een wijziging gaat pas door als ze allemaal slagen:",
  "statement.checks.pages": "pagina's: alle pagina's van de sitemap, de zoekpagina en de foutpagina.",
  "statement.checks.reflow":
    "Elke pagina op een scherm van {viewport} CSS-pixels (zoals 1280 pixels breed bij 400 % zoom): de pagina schuift niet opzij, in de lichte en in de donkere weergave. In een van de twee weergaven meten we ook dat er geen tekst wordt afgesneden en dat knoppen en links niet over elkaar liggen. Codevoorbeelden en tabellen mogen in hun eigen vak schuiven.",
  "statement.checks.spacing":
    "Dezelfde controle met extra tekstafstand: regelhoogte 1,5, alinea-afstand 2 keer de lettergrootte, letterafstand 0,12 en woordafstand 0,16 keer de lettergrootte.",
  "statement.checks.textSize":
    "pagina's, één van elk sjabloon, met tekst op 200 % (de tekstgrootte van de browser) bij 1280 pixels breed: ook dan schuift niets opzij en valt er niets weg.",
  "statement.checks.keyboard":
    "Een volledige ronde met de Tab-toets door de startpagina, een documentatiepagina, een blogbericht en de zoekpagina, op {wide} pixels in de lichte en de donkere weergave en op {narrow} pixels in de lichte, en in de lichte weergave ook terug met Shift+Tab: de focus is steeds zichtbaar (een rand van minstens 2 pixels met een contrast van minstens 3:1) en valt nooit achter de navigatiebalk of een ander vast deel van de pagina. Dat is geen controle of alles met het toetsenbord te bedienen is; die staat bij de controles met de hand.",
  "statement.checks.more":
    "Verder: aanwijsgebieden van minstens 24 × 24 pixels of met genoeg ruimte eromheen; in nagebootste geforceerde kleuren (zoals de modus voor hoog contrast van Windows) de randen, de focusrand, de markering van het huidige menu-item en de zoekmarkering op twee pagina's; geen beweging op een componentpagina als je dat in je systeem hebt uitgezet; het aantal zoekresultaten als statusbericht voor schermlezers; en op elke pagina axe-core (de regels voor WCAG 2.0 en 2.1, niveau A en AA) en de HTML-validatie.",
  "statement.checks.criteria": "Deze succescriteria controleren we automatisch:",
  "statement.checks.date": "Dit overzicht van de automatische controles is bijgewerkt op",
  "statement.byHand.title": "Controles met de hand",
  "statement.byHand.intro":
    "Niet alles is door een machine te meten. Daarvoor zijn deze controles met de hand nodig, met toetsenbord en schermlezer:",
  "statement.byHand.notDone": "nog niet gedaan.",
  "statement.byHand.done": "gedaan op",
  "statement.byHand.criteria":
    "Deze succescriteria meten de automatische controles niet of niet helemaal; ze horen bij de controles met de hand:",
  "statement.byHand.note":
    "Met de hand moet ook blijken of tekst met extra tekstafstand leesbaar blijft waar die over andere tekst valt, of de focus duidelijk genoeg opvalt en of wat een schermlezer voorleest begrijpelijk is.",
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

export const statementText = catalogue(messages);
