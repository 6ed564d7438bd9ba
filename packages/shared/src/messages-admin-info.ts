/** Issue #11: messages of the operator console's info management. */
export {};
