import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import type { AuditLogQuery } from '../api/get-audit-log';

const FIELDS = ['account', 'action', 'from', 'to', 'keyword'] as const;
type Field = (typeof FIELDS)[number];
/** What the filter fields hold: from/to are YYYY-MM-DD (a native date field's value) or ''. */
export type AuditDraft = Record<Field, string>;

/**
 * The audit log's filters in the address (?account=&action=&from=&to=&keyword=&pageNum=), like the
 * review queues: the controls edit a draft, 查询 writes it to the address and goes to page 1.
 * from/to are calendar days the server reads as Beijing days.
 */
export function useAuditFilters() {
  const [params, setParams] = useSearchParams();
  const current = Object.fromEntries(FIELDS.map((f) => [f, params.get(f) ?? ''])) as AuditDraft;
  const pageNum = Number(params.get('pageNum') ?? '1') || 1;
  const [draft, setDraft] = useState<AuditDraft>(current);

  const write = (next: AuditDraft, page = 1) => {
    const merged = new URLSearchParams();
    for (const f of FIELDS) if (next[f]) merged.set(f, next[f]);
    merged.set('pageNum', String(page));
    setParams(merged);
  };
  const search = () => write({ ...draft, account: draft.account.trim(), keyword: draft.keyword.trim() });
  const query: AuditLogQuery = { ...Object.fromEntries(FIELDS.filter((f) => current[f]).map((f) => [f, current[f]])), pageNum, pageSize: DEFAULT_PAGE_SIZE };
  return { query, draft, setDraft: (patch: Partial<AuditDraft>) => setDraft((d) => ({ ...d, ...patch })), search, showPage: (n: number) => write(current, n) };
}
