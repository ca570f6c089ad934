/** The lazily loaded search chunk (see loadSearch): FlexSearch, the engine, and the lists that render hits. */
export { createRuntime, type SearchRuntime } from "./createRuntime";
export { SuggestionList } from "../SearchSuggestions";
export { ResultList } from "../SearchResults/ResultList";
