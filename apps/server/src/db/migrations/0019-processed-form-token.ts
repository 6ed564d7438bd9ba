/**
 * Issue #7 gave monographs indexed before it the body word 饮片 here, with the indexer of the day.
 * Issue #19: a migration never runs application code, so this one no longer writes tokens: a
 * database indexed by an older version of the code is rebuilt at start (modules/search/rebuild.ts).
 */
export async function up(): Promise<void> {}

/** Nothing to undo. */
export async function down(): Promise<void> {}
