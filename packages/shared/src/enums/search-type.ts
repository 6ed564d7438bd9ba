/**
 * §2/§9 the header search's searchType when the address names none. The spec shows
 * no other fixed values (the categories come from the server), so searchType stays a
 * plain string and only the default lives here.
 */
export const DEFAULT_SEARCH_TYPE = '政策资讯';
