/** Time as the services see it; tests move it forward instead of waiting. */
export interface Clock {
  now(): number;
}
export const systemClock: Clock = { now: () => Date.now() };
export const iso = (ms: number): string => new Date(ms).toISOString();
