import { catalogue } from "./catalogue";

/** Interface text of the blog: lists, posts, archive, authors and feeds (see ./catalogue.ts). */
const messages = {
  "blog.recentPosts": "Recente berichten",
  "blog.title": "Blog",
  "blog.description": "Releasenotes en nieuws van de DSO Toolkit.",
  "blog.readingTime.one": "Een minuut leestijd",
  "blog.readingTime.many": "{count} minuten leestijd",
  "blog.readMore": "Lees meer",
  "blog.readMoreAbout": "Lees meer over {title}",
  "blog.newerPost": "Nieuwer bericht",
  "blog.olderPost": "Ouder bericht",
  "blog.newerEntries": "Nieuwere items",
  "blog.olderEntries": "Oudere items",
  "blog.postNavigation": "Navigatie tussen berichten",
  "blog.listNavigation": "Navigatie tussen bloglijstpagina's",
  "blog.archive": "Archief",
  "blog.archiveDescription": "Alle berichten op de blog, per jaar.",
  "blog.authors": "Auteurs",
  "blog.authorsDescription": "De teams die op deze blog schrijven.",
  "blog.postCount.one": "1 bericht",
  "blog.postCount.many": "{count} berichten",
  "blog.sidebarLabel": "Recente blogberichten",
  "blog.writtenBy": "Geschreven door",
  "blog.pageTitle": "Blog, pagina {page} van {count}",
  "blog.authorWebsite": "Website",
  "blog.feedLinkTitle": "{site} blog ({format})",
} as const;

export const blogText = catalogue(messages);
