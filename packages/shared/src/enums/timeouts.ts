/** §7/§9 timing constants, in milliseconds. */
export const REQUEST_TIMEOUT_MS = 30_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
/** The header reads the display name after this wait (§2). */
export const HEADER_NAME_DELAY_MS = 1_000;
