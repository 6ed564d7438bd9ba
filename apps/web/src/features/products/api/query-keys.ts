/** Every product query key starts with this, so one invalidation refreshes my list, the mall and the details after a change. */
export const PRODUCTS_KEY = 'products';
/** Supplier lists (premium members, recommended suppliers): they change with listings, not with the member's moves. */
export const SUPPLIERS_KEY = 'suppliers';
/** What a member's change to its products asks again: every product query and the supplier lists (listed counts). */
export const PRODUCT_CHANGE_REFRESH = [[PRODUCTS_KEY], [SUPPLIERS_KEY]];
