import { useState } from 'react';
import { useSearchParams } from 'react-router';
import dayjs from 'dayjs';
import { DEFAULT_PAGE_SIZE, isOrderStatus, ORDER_DEFAULT_DAYS_BACK, type OrderStatus } from '@tcm/shared';

const DAY = 'YYYY-MM-DD';
const defaultStart = () => dayjs().subtract(ORDER_DEFAULT_DAYS_BACK, 'day').format(DAY);
/** A day as the address and a native date field write it; anything else is not a day. */
const isDay = (v: string | null): v is string => v !== null && /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid();

/** The filters being typed: order number and the day range (start, and an optional end), as YYYY-MM-DD. */
export interface OrderFilterDrafts {
  orderNo: string;
  start: string;
  end: string;
}

/**
 * An order list's filters in the address (?status=&orderNo=&start=&end=&pageNum=), for the
 * member's 订单管理 and the institution's queue: the query they make, and the drafts being typed.
 */
export function useOrderFilters() {
  const [params, setParams] = useSearchParams();
  const rawStatus = Number(params.get('status'));
  const status: OrderStatus | undefined = isOrderStatus(rawStatus) ? rawStatus : undefined;
  const orderNo = params.get('orderNo') ?? '';
  const startParam = params.get('start');
  const startDate = isDay(startParam) ? startParam : defaultStart();
  const endParam = params.get('end');
  const endDate = isDay(endParam) ? endParam : undefined;
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const [drafts, setDrafts] = useState<OrderFilterDrafts>({ orderNo, start: startDate, end: endDate ?? '' });

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
  /** 查询: a cleared start goes back to the default; an end before the start is taken as the start. */
  const search = () => {
    const start = isDay(drafts.start) ? drafts.start : defaultStart();
    const end = isDay(drafts.end) ? (drafts.end < start ? start : drafts.end) : undefined;
    setDrafts({ orderNo: drafts.orderNo, start, end: end ?? '' });
    show({ orderNo: drafts.orderNo.trim() || undefined, start, end });
  };
  const editDrafts = (patch: Partial<OrderFilterDrafts>) => setDrafts((d) => ({ ...d, ...patch }));
  const query = { status, orderNo: orderNo || undefined, startDate, endDate, pageNum, pageSize: DEFAULT_PAGE_SIZE };
  return { query, status, drafts, editDrafts, show, search };
}
