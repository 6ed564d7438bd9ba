/** Every results query key starts with this: saving refreshes the sheet and the member's view alike. */
export const RESULTS_KEY = 'results';
