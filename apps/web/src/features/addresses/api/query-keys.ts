/** Every address-book query key starts with this, so one invalidation refreshes the book after a change. */
export const ADDRESSES_KEY = 'member-address';
