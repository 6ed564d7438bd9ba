import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { ORDER_DEFAULT_DAYS_BACK } from '@tcm/shared';
import { useOrderFilters } from './use-order-filters';

const DEFAULT_START = dayjs().subtract(ORDER_DEFAULT_DAYS_BACK, 'day').format('YYYY-MM-DD');

function renderAt(address: string) {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>;
  return renderHook(() => ({ filters: useOrderFilters(), location: useLocation() }), { wrapper });
}

describe('an order list’s filters (member and institution)', () => {
  it('reads the address, and ignores days that are not days', () => {
    const { result } = renderAt('/pcenter/order?status=7&orderNo=JC1&start=2026-01-02&end=tomorrow&pageNum=3');
    expect(result.current.filters.query).toMatchObject({ status: 7, orderNo: 'JC1', startDate: '2026-01-02', endDate: undefined, pageNum: 3 });
    expect(result.current.filters.drafts).toEqual({ orderNo: 'JC1', start: '2026-01-02', end: '' });
  });

  it('starts 90 days back without a start in the address', () => {
    const { result } = renderAt('/pcenter/order');
    expect(result.current.filters.query.startDate).toBe(DEFAULT_START);
    expect(result.current.filters.query.status).toBeUndefined();
  });

  it('searches with the drafts: the number trimmed, a cleared start back to the default, back to page 1', () => {
    const { result } = renderAt('/pcenter/order?pageNum=4&status=2');
    act(() => result.current.filters.editDrafts({ orderNo: '  JC2026  ', start: '', end: '2027-03-01' }));
    act(() => result.current.filters.search());
    const params = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(params)).toEqual({ status: '2', orderNo: 'JC2026', start: DEFAULT_START, end: '2027-03-01' });
    expect(result.current.filters.query.pageNum).toBe(1);
  });

  it('takes an end before the start as the start', () => {
    const { result } = renderAt('/pcenter/order');
    act(() => result.current.filters.editDrafts({ start: '2026-05-10', end: '2026-05-01' }));
    act(() => result.current.filters.search());
    expect(result.current.filters.query).toMatchObject({ startDate: '2026-05-10', endDate: '2026-05-10' });
    expect(result.current.filters.drafts.end).toBe('2026-05-10');
  });
});
