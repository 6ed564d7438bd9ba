/** Every info-management query key starts with this, so one invalidation after a change refreshes lists and details. */
export const ADMIN_INFO_KEY = 'admin-info';
