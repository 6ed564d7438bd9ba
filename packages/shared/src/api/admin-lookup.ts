/** Issue #11: operator console, content management (lookup). Filled in by its owner. */
export {};
