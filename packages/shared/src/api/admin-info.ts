/** Issue #11: operator console, content management (info). Filled in by its owner. */
export {};
