import { describe, expect, it } from 'vitest';
import { DEFAULT_RATIO_LABEL, defaultCropBox, RATIO_OPTIONS, ratioOfLabel } from './crop-box';

describe('crop defaults (§3, §9)', () => {
  it('offers 16:9, 4:3, 1:1 and free, starting at 4:3', () => {
    expect(RATIO_OPTIONS.map((o) => o.label)).toEqual(['16:9', '4:3', '1:1', '自由']);
    expect(DEFAULT_RATIO_LABEL).toBe('4:3');
    expect(ratioOfLabel('16:9')).toBeCloseTo(16 / 9);
    expect(ratioOfLabel('1:1')).toBe(1);
    expect(ratioOfLabel('自由')).toBeNaN();
  });

  it('centres a 400 × 300 box on the shown image', () => {
    expect(defaultCropBox({ left: 10, top: 20, width: 600, height: 400 })).toEqual({ left: 110, top: 70, width: 400, height: 300 });
  });

  it('shrinks the box, keeping 4:3, when the image is shown smaller', () => {
    expect(defaultCropBox({ left: 0, top: 0, width: 200, height: 300 })).toEqual({ left: 0, top: 75, width: 200, height: 150 });
    expect(defaultCropBox({ left: 0, top: 0, width: 800, height: 150 })).toEqual({ left: 300, top: 0, width: 200, height: 150 });
  });
});
