import { catalogue } from "./catalogue";

/** Interface text of the home page, the components overview and the not-found page (see ./catalogue.ts). */
const messages = {
  "notFound.title": "Pagina niet gevonden",
  "notFound.lead": "Op dit adres staat geen pagina.",
  "notFound.brokenLink":
    "Kwam je hier via een link op een andere website? Laat dan de beheerder van die website weten dat de link niet meer werkt.",
  "notFound.home": "Naar de startpagina",
  "components.title": "Componenten",
  "components.lead": "Alle componenten van de DSO Toolkit, met hun status en de implementaties die er zijn.",
  "components.filter": "Filter op naam",
  "components.implementationFilter": "Implementatie",
  "components.any": "Alle implementaties",
  "components.count": "{count} van {total} componenten",
  "components.name": "Component",
  "home.lead":
    "Componenten, richtlijnen en code voor de digitale diensten van het Digitaal Stelsel Omgevingswet, toegankelijk volgens WCAG 2.1 AA.",
  "home.start": "Begin bij de introductie",
  "home.roles": "Waar wil je mee beginnen?",
  "home.role.developers": "Voor developers",
  "home.role.developers.text":
    "Installeer de packages, gebruik web components in Angular of React en lees de API van elk component.",
  "home.role.designers": "Voor ontwerpers",
  "home.role.designers.text":
    "Kleuren, typografie, layout en de richtlijnen voor meldingen, validatie en paginatitels.",
  "home.role.productowners": "Voor productowners",
  "home.role.productowners.text": "Wat de toolkit je team oplevert, hoe releases lopen en hoe je een wens indient.",
  "home.role.maintainers": "Voor maintainers",
  "home.role.maintainers.text": "Werkafspraken en procedures voor releases, dependencies en deprecations.",
  "home.latest": "Laatste releases",
  "home.allPosts": "Alle berichten op de blog",
  "home.components": "Alle componenten",
  "home.components.text": "Een overzicht van alle {count} componenten met hun status en implementaties.",
} as const;

export type PageMessageId = keyof typeof messages;
export const pageText = catalogue(messages);
