/** Every lookup-management query key starts with this, so one invalidation after a change refreshes lists and details. */
export const ADMIN_LOOKUP_KEY = 'admin-lookup';
