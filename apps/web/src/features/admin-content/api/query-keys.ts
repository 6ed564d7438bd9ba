/** Every content-management query key starts with this, so one invalidation after a change refreshes lists, trees and details. */
export const ADMIN_CONTENT_KEY = 'admin-content';
