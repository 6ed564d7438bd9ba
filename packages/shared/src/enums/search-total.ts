/**
 * Issue #18 (kept apart from the zod schemas so public pages load no zod): a keyword search of the news (findSearchBox, findArticleInfo with a keyword) counts at
 * most SEARCH_TOTAL_CAP + 1 matches, so a very common word costs no more than a rare one: a total
 * above the cap means "more than SEARCH_TOTAL_CAP" (show it with searchTotalLabel, e.g. 1000+).
 */
export const SEARCH_TOTAL_CAP = 1000;
export const searchTotalLabel = (total: number): string => (total > SEARCH_TOTAL_CAP ? `${SEARCH_TOTAL_CAP}+` : String(total));
