/** Every package query key starts with this, so one invalidation refreshes the list after a change. */
export const PACKAGES_KEY = 'my-test-service';
