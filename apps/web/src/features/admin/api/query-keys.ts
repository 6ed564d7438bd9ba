/** Every console query key starts with this, so one invalidation after an action refreshes lists and details. */
export const ADMIN_KEY = 'admin';
