import { catalogue } from "./catalogue";

/** Interface text of the layout around every page: skip link, navbar, search field, footer, announcement bar, colour mode, sidebar, errors and loading states (see ./catalogue.ts). */
const messages = {
  "skipLink.label": "Ga naar hoofdinhoud",
  "navbar.backToMainMenu": "← Terug naar het hoofdmenu",
  "navbar.label": "Hoofdnavigatie",
  "navbar.home": "DSO Toolkit, naar de startpagina",
  "navbar.openMenu": "Menu openen",
  "navbar.closeMenu": "Menu sluiten",
  "navbar.mobileMenu": "Menu",
  "link.external": "(opent een externe website)",
  "link.externalNewTab": "(opent een externe website in een nieuw tabblad)",
  "announcement.close": "Melding sluiten",
  "colorMode.toggle": "Wissel tussen donkere en lichte weergave (nu: {mode})",
  "colorMode.light": "lichte weergave",
  "colorMode.dark": "donkere weergave",
  "footer.label": "Voettekst",
  "error.title": "Deze pagina is gecrasht.",
  "error.tryAgain": "Probeer opnieuw",
  "loading.retry": "Opnieuw proberen",
  "error.cause": "Cause:",
  "loading.label": "Bezig met laden…",
  "loading.failed": "Het laden is mislukt.",
  "baseUrl.banner":
    "Deze website is niet goed geladen. Een veelvoorkomende oorzaak is een verkeerd ingesteld basispad (baseUrl). Ingesteld is {configured}; probeer {suggested}.",
  "sidebar.label": "Documentatie",
  "sidebar.toggle": "{label} in- of uitklappen",
  "search.label": "Zoeken",
  "search.shortcut": "Sneltoets {keys}",
  "versions.title": "Versie: {label}",
  "versions.unknown": "Onbekend",
  "versions.master": "master 🚧",
  "versions.local": "dev 👨‍🔧",
  "versions.branches": "Branch releases",
  "versions.allVersions": "Alle versies",
  "locale.nl": "Nederlands",
  "announcement.label": "Mededeling",
  "seo.ogLocale": "nl_NL",
} as const;

export const shellText = catalogue(messages);
