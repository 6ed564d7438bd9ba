/**
 * The kinds of document in the lookup token index (lookup_token.doc_kind). The lookup search reads
 * monographs and standards only; articles are there for the news search (content/article-repository),
 * products for the mall's keyword search (products/repository).
 */
export const DOC_KIND = { MONOGRAPH: 1, STANDARD: 2, ARTICLE: 3, PRODUCT: 4 } as const;
export type DocKind = (typeof DOC_KIND)[keyof typeof DOC_KIND];

/** The facet a monograph's tokens carry: its edition and category in one integer. */
export const monographFacet = (edition: number, categoryId: number): number => edition * 100_000 + categoryId;
