/** Issue #11: messages of the operator console's content management. */
export {};
