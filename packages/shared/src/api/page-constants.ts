/**
 * §9: default page size 10, page number 1. Larger pages are refused, not silently clamped.
 * Apart from the zod schema of ./pagination (which re-exports them), so a public page that
 * pages a list loads no zod (issue #18).
 */
export const DEFAULT_PAGE_NUM = 1;
export const DEFAULT_PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
