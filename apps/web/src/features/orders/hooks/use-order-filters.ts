import { useState } from 'react';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_PAGE_SIZE, isOrderStatus, ORDER_DEFAULT_DAYS_BACK, type OrderStatus } from '@tcm/shared';

const DAY = 'YYYY-MM-DD';
const defaultStart = () => dayjs().subtract(ORDER_DEFAULT_DAYS_BACK, 'day').format(DAY);

/**
 * An order list's filters in the address (?status=&orderNo=&start=&end=&pageNum=), for the
 * member's 订单管理 and the institution's queue: the query they make, and the drafts being typed.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = Number(params.get('status'));
  const status: OrderStatus | undefined = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const orderNo = params.get('orderNo') ?? '';
  const startDate = params.get('start') ?? defaultStart();
  const endDate = params.get('end') ?? undefined;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const [draftNo, setDraftNo] = useState(orderNo);
  const [range, setRange] = useState<[Dayjs, Dayjs | null]>([dayjs(startDate), endDate ? dayjs(endDate) : null]);

  /** Changes some filters; any change but the page goes back to page 1. */
  const show = (patch: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [k, v] of Object.entries(patch)) {
      if (v) next.set(k, v);
      else next.delete(k);
    }
    if (!('pageNum' in patch)) next.delete('pageNum');
    setParams(next);
  };
  const search = () => show({ orderNo: draftNo.trim() || undefined, start: range[0].format(DAY), end: range[1]?.format(DAY) });
  /** The range picker's change: a cleared start goes back to the default. */
  const onRangeChange = (v: [Dayjs | null, Dayjs | null] | null) => setRange([v?.[0] ?? dayjs(defaultStart()), v?.[1] ?? null]);
  const query = { status, orderNo: orderNo || undefined, startDate, endDate, pageNum, pageSize: DEFAULT_PAGE_SIZE };
  return { query, status, draftNo, setDraftNo, range, onRangeChange, show, search };
}
