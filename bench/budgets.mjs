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

/** `npm run bench:api` (issue #18): large data set, both engines, 100 connections. */
export const API_BUDGETS = {
  /** Every public read's req/s as a share of /healthz… */
  readRatio: 0.4,
  /** …and its p99 (ms), measured alone. */
  readP99Ms: 25,
  /** No call's p99 (ms) while all public samples run at once (the mixed run). */
  mixedP99Ms: 50,
  /** placeOrder: acknowledged orders per second, every one of them stored. */
  placeOrderPerSecond: 500,
  /** The news search with a very common word (质量): page 1's p95 (ms), uncached, through the repository. */
  keywordP95Ms: 20,
  /** 质量分析 (issue #21): a heavy member's year of results, signed in, one request at a time: p95 (ms). */
  qualityP95Ms: 50,
};
