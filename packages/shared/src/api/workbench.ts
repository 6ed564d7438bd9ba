/** Issue #11: the institution workbench's own calls (services, profile, evaluations). Filled in by its owner. */
export {};
