// The budgets. Sizes are gzip kB of 1,000 bytes, the unit Vite prints after a build.
export const BUDGETS = {
  /** Lighthouse scores, 0–100, desktop preset. */
  performance: 95,
  accessibility: 95,
  /** gzip bytes of all JavaScript a route loads on a first visit. */
  firstLoadJs: 170_000,
  /** …of the personal centre, the workbench and the console, signed in (tables and forms). */
  firstLoadJsSignedIn: 250_000,
  /** Lighthouse desktop simulation: largest contentful paint (ms) and cumulative layout shift. */
  lcp: 1200,
  cls: 0.05,
  /** Script requests a first visit starts before the first paint (Lighthouse's observed paint). */
  scriptsBeforePaint: 10,
  /** gzip bytes of each script chunk that index.html does not load itself. */
  lazyChunk: 60_000,
};
