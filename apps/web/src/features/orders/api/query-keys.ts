/** Every order query key starts with this, so one invalidation refreshes lists, counts and details after a move. */
export const ORDERS_KEY = 'orders';
