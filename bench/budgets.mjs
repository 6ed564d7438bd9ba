// The budgets. Sizes are gzip kB of 1,000 bytes, the unit Vite prints after a build.
export const BUDGETS = {
  /** Lighthouse scores, 0–100, desktop preset. */
  performance: 95,
  accessibility: 95,
  /** gzip bytes of all JavaScript a route loads on a first visit. */
  firstLoadJs: 170_000,
  /** gzip bytes of each script chunk that index.html does not load itself. */
  lazyChunk: 60_000,
};
