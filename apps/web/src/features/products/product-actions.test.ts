import { describe, expect, it } from 'vitest';
import { ownerActions, submitLabel } from './product-actions';

describe('ownerActions', () => {
  it('follows the goods status of §4', () => {
    expect(ownerActions(0)).toEqual(['edit', 'submit', 'delete']);
    expect(ownerActions(1)).toEqual([]);
    expect(ownerActions(2)).toEqual(['delist', 'recommend']);
    expect(ownerActions(3)).toEqual(['edit', 'submit']);
    expect(ownerActions(4)).toEqual(['edit', 'submit']);
  });

  it('names a first submission differently from a resubmission', () => {
    expect(submitLabel(0)).toBe('提交审核');
    expect(submitLabel(3)).toBe('重新提交审核');
    expect(submitLabel(4)).toBe('重新提交审核');
  });
});
