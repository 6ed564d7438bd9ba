/** Every achievement query key starts with this. */
export const ACHIEVEMENTS_KEY = 'achievements';
