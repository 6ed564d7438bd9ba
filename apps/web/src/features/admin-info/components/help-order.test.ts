import { describe, expect, it } from 'vitest';
import { moveQuestion } from './help-order';

const ROWS = [
  { id: 7, isTop: true },
  { id: 3, isTop: false },
  { id: 5, isTop: false },
  { id: 1, isTop: false },
];

describe('moveQuestion', () => {
  it('swaps a question with its neighbour and returns the whole category in order', () => {
    expect(moveQuestion(ROWS, 5, -1)).toEqual([7, 5, 3, 1]);
    expect(moveQuestion(ROWS, 5, 1)).toEqual([7, 3, 1, 5]);
  });

  it('refuses moves past either end', () => {
    expect(moveQuestion(ROWS, 7, -1)).toBeNull();
    expect(moveQuestion(ROWS, 1, 1)).toBeNull();
    expect(moveQuestion(ROWS, 99, 1)).toBeNull();
  });

  it('keeps pinned questions before unpinned ones', () => {
    expect(moveQuestion(ROWS, 3, -1)).toBeNull();
    expect(moveQuestion(ROWS, 7, 1)).toBeNull();
  });
});
