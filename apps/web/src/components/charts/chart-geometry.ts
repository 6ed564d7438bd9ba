/**
 * The arithmetic behind the hand-drawn SVG charts (no chart library: the dashboard and 质量分析):
 * a count axis with round ticks, a linear scale and the paths of a line and its area.
 */

/** The smallest 1, 2 or 5 × 10ⁿ at or above `n`, and never below 1: counts step in whole numbers. */
export function niceStep(n: number): number {
  if (!(n > 1)) return 1;
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 5, 10].find((s) => s * power >= n - 1e-9)! * power;
}

/**
 * A count axis for data up to `max`: about `steps` round steps (1, 2, 5, 10, 20 …), ending on
 * the first tick at or above `max`. No data (or only zeros) still gets the axis 0–1.
 */
export function countAxis(max: number, steps = 4): { max: number; ticks: number[] } {
  const step = niceStep(max / steps);
  const top = Math.max(step, Math.ceil(max / step) * step);
  return { max: top, ticks: Array.from({ length: top / step + 1 }, (_, i) => i * step) };
}

/** Maps [0, max] onto [from, to] (to may be smaller: SVG y grows downwards). */
export function linearScale(max: number, from: number, to: number): (v: number) => number {
  const span = max > 0 ? max : 1;
  return (v) => from + (Math.min(Math.max(v, 0), span) / span) * (to - from);
}

/** The centre of slot `i` when `count` equal slots fill [from, from + length]. */
export function slotCentre(i: number, count: number, from: number, length: number): number {
  return from + (length / count) * (i + 0.5);
}

export type Point = readonly [x: number, y: number];

/** An SVG path through the points in order; empty without points. */
export function linePath(points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${round(x)} ${round(y)}`).join(' ');
}

/** The line closed down to `baseY`: the filled area under it. */
export function areaPath(points: readonly Point[], baseY: number): string {
  if (points.length === 0) return '';
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return `${linePath(points)} L${round(last[0])} ${round(baseY)} L${round(first[0])} ${round(baseY)} Z`;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * An axis for measured values up to `max` (0.16 mg/kg, 640 mg/kg): about `steps` steps of 1, 2, 2.5
 * or 5 × 10ⁿ, fractions allowed, ending on the first tick at or above `max`.
 */
export function valueAxis(max: number, steps = 4): { max: number; ticks: number[] } {
  if (!(max > 0)) return { max: 1, ticks: [0, 0.25, 0.5, 0.75, 1] };
  const raw = max / steps;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].find((s) => s * power >= raw - 1e-12)! * power;
  const count = Math.ceil(max / step - 1e-9);
  const ticks = Array.from({ length: count + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1]!, ticks };
}

/** A tick's figure without float noise: 0.30000000000000004 → 0.3. */
export const tickText = (n: number) => String(Number(n.toPrecision(6)));
