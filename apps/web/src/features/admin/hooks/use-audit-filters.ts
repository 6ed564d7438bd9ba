import { useState } from 'react';
import { useSearchParams } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import type { AuditLogQuery } from '../api/get-audit-log';

const DAY = 'YYYY-MM-DD';
const FIELDS = ['account', 'action', 'from', 'to', 'keyword'] as const;
type Field = (typeof FIELDS)[number];
export type AuditDraft = { account: string; action: string | undefined; range: [Dayjs | null, Dayjs | null] | null; keyword: string };

/**
 * The audit log's filters in the address (?account=&action=&from=&to=&keyword=&pageNum=), like the
 * review queues: the controls edit a draft, 查询 writes it to the address and goes to page 1.
 * from/to are calendar days the server reads as Beijing days.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const value = (f: Field) => params.get(f) ?? '';
  const pageNum = Number(params.get('pageNum') ?? '1') || 1;
  const [draft, setDraft] = useState<AuditDraft>(() => ({
    account: value('account'),
    action: value('action') || undefined,
    range: value('from') || value('to') ? [value('from') ? dayjs(value('from')) : null, value('to') ? dayjs(value('to')) : null] : null,
    keyword: value('keyword'),
  }));

  const write = (next: Record<Field, string>, page = 1) => {
    const merged = new URLSearchParams();
    for (const f of FIELDS) if (next[f]) merged.set(f, next[f]);
    merged.set('pageNum', String(page));
    setParams(merged);
  };
  const current = Object.fromEntries(FIELDS.map((f) => [f, value(f)])) as Record<Field, string>;
  const search = () =>
    write({
      account: draft.account.trim(),
      action: draft.action ?? '',
      from: draft.range?.[0]?.format(DAY) ?? '',
      to: draft.range?.[1]?.format(DAY) ?? '',
      keyword: draft.keyword.trim(),
    });
  const query: AuditLogQuery = { ...Object.fromEntries(FIELDS.filter((f) => current[f]).map((f) => [f, current[f]])), pageNum, pageSize: DEFAULT_PAGE_SIZE };
  return { query, draft, setDraft: (patch: Partial<AuditDraft>) => setDraft((d) => ({ ...d, ...patch })), search, showPage: (n: number) => write(current, n) };
}
