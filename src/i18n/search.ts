import { catalogue } from "./catalogue";

/** Interface text of the search suggestions, the search page and the labels of hits (see ./catalogue.ts). */
const messages = {
  "search.noResults": "Geen resultaten",
  "search.seeAll": "Bekijk alle resultaten",
  "search.seeAllWithin": 'Bekijk alle resultaten binnen "{context}"',
  "search.seeAllOutside": 'Bekijk alle resultaten buiten "{context}"',
  "search.resultsFor": 'Zoekresultaten voor "{query}"',
  "search.loading": "Zoekindex laden…",
  "search.failed": "De zoekindex kon niet worden geladen.",
  "search.clear": "Zoekopdracht en markeringen wissen",
  "search.suggestions": "Zoeksuggesties",
  "search.count.one": "1 resultaat",
  "search.count.many": "{count} resultaten",
  "search.kind.title": "Pagina",
  "search.kind.heading": "Kop",
  "search.kind.description": "Beschrijving",
  "search.kind.keywords": "Trefwoorden",
  "search.kind.content": "Inhoud",
  "search.page.title": "Zoeken",
  "search.page.description": "Zoek in de documentatie en de blog van de DSO Toolkit.",
  "search.page.invite": "Typ een of meer woorden om in de documentatie en de blog te zoeken.",
  "search.page.context": 'Je zoekt binnen "{context}".',
} as const;

export type SearchMessageId = keyof typeof messages;
export const searchText = catalogue(messages);
