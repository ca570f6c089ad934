/** The lazily loaded search chunk (see loadSearch.ts): the lists that render hits. Searching itself runs in the worker. */
export { SuggestionList } from "./SearchSuggestions";
export { ResultList } from "./SearchResults/ResultList";
