/** Issue #11: operator console, content management (content). Filled in by its owner. */
export {};
