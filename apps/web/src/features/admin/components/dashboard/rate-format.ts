/** A rate (0–1) as a per cent with one decimal (12.5%); — without one. */
export const percent = (rate: number | null) => (rate === null ? '—' : `${(Math.round(rate * 1000) / 10).toFixed(1)}%`);
