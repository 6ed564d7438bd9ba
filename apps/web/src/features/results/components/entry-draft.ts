import { type Judgement, type LimitRule, type ResultRow, type ResultRowInput, judge, normalizeDecimal, parseLimit } from '@tcm/shared';

/** What staff type on one row before it is saved. */
export type Draft = Pick<ResultRow, 'value' | 'unit' | 'notDetected' | 'conforms' | 'notApplicable' | 'detectionLimit' | 'method' | 'limitText' | 'note'>;

/** A row as saved, or empty with the limit's unit proposed. */
export const draftOf = (r: ResultRow): Draft => ({
  value: r.value,
  unit: r.unit || r.limitUnit || '',
  notDetected: r.notDetected,
  conforms: r.conforms,
  notApplicable: r.notApplicable,
  detectionLimit: r.detectionLimit,
  method: r.method,
  limitText: r.limitText,
  note: r.note,
});

/** The limit a row is judged against as typed: the monograph's, or the one staff enter where it gives none. */
export function ruleOf(r: ResultRow, d: Draft): LimitRule | null {
  if (!r.limitEditable) return r.rule;
  const parsed = d.limitText.trim() ? parseLimit(d.limitText) : null;
  return parsed?.ok ? parsed.clauses[0]!.rule : null;
}

/** The judgement as one types (the server computes it again when saving). */
export function judgementOf(r: ResultRow, d: Draft): Judgement {
  if (d.notApplicable) return 'none';
  return judge(ruleOf(r, d), { value: d.value.trim() || null, unit: d.unit, notDetected: d.notDetected, conforms: d.conforms });
}

export const isDraftFilled = (d: Draft) => d.notApplicable || d.notDetected || d.conforms !== null || normalizeDecimal(d.value) !== null;

/** The saved form of a row: only what the row may carry (a monograph's limit is not sent back). */
export const inputOf = (r: ResultRow, d: Draft): ResultRowInput => ({
  key: r.key,
  value: d.notDetected || d.notApplicable ? '' : d.value.trim(),
  unit: d.unit.trim(),
  notDetected: d.notDetected,
  conforms: d.conforms,
  notApplicable: d.notApplicable,
  detectionLimit: d.detectionLimit.trim(),
  method: d.method.trim(),
  limitText: r.limitEditable ? d.limitText.trim() : '',
  note: d.note.trim(),
});
