import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Rate, starFills } from './rate';

describe('Rate', () => {
  it('lights whole and half stars, rounded to the half star', () => {
    expect(starFills(3.5)).toEqual([1, 1, 1, 0.5, 0]);
    expect(starFills(4.26)).toEqual([1, 1, 1, 1, 0.5]);
    expect(starFills(4.2)).toEqual([1, 1, 1, 1, 0]);
    expect(starFills(0)).toEqual([0, 0, 0, 0, 0]);
    expect(starFills(7)).toEqual([1, 1, 1, 1, 1]);
  });

  it('names the score it shows', () => {
    render(<Rate value={3.7} />);
    expect(screen.getByRole('img', { name: '评分 3.5 分（满分 5 分）' })).toBeTruthy();
  });
});
