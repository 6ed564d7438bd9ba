import type { Clock } from '../../src/lib/clock';

/** A clock the test moves: `clock.advance(15 * 60_000)` instead of waiting 15 minutes. */
export function manualClock(start = Date.now()): Clock & { advance(ms: number): void } {
  let now = start;
  return {
    now: () => now,
    advance(ms) {
      now += ms;
    },
  };
}
