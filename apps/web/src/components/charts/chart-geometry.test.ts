import { describe, expect, it } from 'vitest';
import { areaPath, countAxis, linePath, linearScale, slotCentre } from './chart-geometry';

describe('countAxis', () => {
  it('steps by 1, 2 or 5 times a power of ten and ends on the first tick at or above the data', () => {
    expect(countAxis(21)).toEqual({ max: 30, ticks: [0, 10, 20, 30] });
    expect(countAxis(8)).toEqual({ max: 8, ticks: [0, 2, 4, 6, 8] });
    expect(countAxis(15)).toEqual({ max: 15, ticks: [0, 5, 10, 15] });
    expect(countAxis(123)).toEqual({ max: 150, ticks: [0, 50, 100, 150] });
    expect(countAxis(4000)).toEqual({ max: 4000, ticks: [0, 1000, 2000, 3000, 4000] });
  });
  it('never offers a fraction on a small axis, and survives no data', () => {
    expect(countAxis(3)).toEqual({ max: 3, ticks: [0, 1, 2, 3] });
    expect(countAxis(0)).toEqual({ max: 1, ticks: [0, 1] });
  });
});

describe('linearScale', () => {
  it('maps 0..max onto the range, upside down for SVG y', () => {
    const y = linearScale(50, 200, 0);
    expect([0, 25, 50].map(y)).toEqual([200, 100, 0]);
  });
  it('clamps values outside the domain and survives a zero maximum', () => {
    const x = linearScale(10, 0, 100);
    expect([-5, 20].map(x)).toEqual([0, 100]);
    expect(linearScale(0, 0, 100)(0)).toBe(0);
  });
});

describe('slotCentre', () => {
  it('puts each item in the middle of its equal share', () => {
    expect([0, 1, 2, 3].map((i) => slotCentre(i, 4, 10, 400))).toEqual([60, 160, 260, 360]);
  });
});

describe('paths', () => {
  it('draws a line through the points and closes the area down to the base', () => {
    const points = [[0, 10], [50, 5.04], [100, 0]] as const;
    expect(linePath(points)).toBe('M0 10 L50 5 L100 0');
    expect(areaPath(points, 20)).toBe('M0 10 L50 5 L100 0 L100 20 L0 20 Z');
    expect(areaPath([], 20)).toBe('');
  });
});
