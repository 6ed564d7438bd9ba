/** Every favourites query starts with this key, so one change refreshes all of them. */
export const COLLECT_KEY = 'my-collect';
