/** The two kinds of document in the lookup index (lookup_token.doc_kind). */
export const DOC_KIND = { MONOGRAPH: 1, STANDARD: 2 } as const;
export type DocKind = (typeof DOC_KIND)[keyof typeof DOC_KIND];

/** The facet a monograph's tokens carry: its edition and category in one integer. */
export const monographFacet = (edition: number, categoryId: number): number => edition * 100_000 + categoryId;
