/** Issue #11: messages of the operator console's lookup management. */
export {};
