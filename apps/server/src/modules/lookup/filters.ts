import { STANDARD_STATE, type StandardState } from '@tcm/shared';
import { type Expression, type SqlBool, sql } from 'kysely';

/** Monographs of one edition, optionally one volume, category or A–Z letter. */
export interface MonographFilter {
  edition: number;
  volume?: number;
  categoryId?: number;
  initial?: string;
}

/** Standards by level, derived state (against `today`), issuer and issue year. */
export interface StandardFilter {
  today: string;
  level?: number;
  state?: StandardState;
  issuer?: string;
  year?: number;
}

type Cond = Expression<SqlBool>;

/** Conditions on the monograph table under alias `m`. */
export function monographConds(f: MonographFilter): Cond[] {
  const c: Cond[] = [sql<SqlBool>`m.edition = ${f.edition}`];
  if (f.volume !== undefined) c.push(sql<SqlBool>`m.volume = ${f.volume}`);
  if (f.categoryId !== undefined) c.push(sql<SqlBool>`m.category_id = ${f.categoryId}`);
  if (f.initial !== undefined) c.push(sql<SqlBool>`m.initial = ${f.initial}`);
  return c;
}

/**
 * Conditions on the standard table under alias `s`. The state is never stored: 废止 once the
 * abolish date has come, 即将实施 before the implementation date, 现行 otherwise — as date comparisons
 * of YYYY-MM-DD text, which order the same on both engines.
 */
export function standardConds(f: StandardFilter): Cond[] {
  const c: Cond[] = [];
  if (f.level !== undefined) c.push(sql<SqlBool>`s.level = ${f.level}`);
  if (f.issuer) c.push(sql<SqlBool>`s.issuer = ${f.issuer}`);
  if (f.year !== undefined) c.push(sql<SqlBool>`s.issue_date >= ${`${f.year}-01-01`} and s.issue_date < ${`${f.year + 1}-01-01`}`);
  const live = sql<SqlBool>`(s.abolish_date is null or s.abolish_date > ${f.today})`;
  if (f.state === STANDARD_STATE.ABOLISHED) c.push(sql<SqlBool>`s.abolish_date <= ${f.today}`);
  if (f.state === STANDARD_STATE.UPCOMING) c.push(sql<SqlBool>`s.implement_date > ${f.today} and ${live}`);
  if (f.state === STANDARD_STATE.CURRENT) c.push(sql<SqlBool>`s.implement_date <= ${f.today} and ${live}`);
  return c;
}

export function stateOf(r: { implement_date: string; abolish_date: string | null }, today: string): StandardState {
  if (r.abolish_date !== null && r.abolish_date <= today) return STANDARD_STATE.ABOLISHED;
  return r.implement_date > today ? STANDARD_STATE.UPCOMING : STANDARD_STATE.CURRENT;
}

export const and = (conds: Cond[]): Cond => (conds.length ? sql<SqlBool>`(${sql.join(conds, sql` and `)})` : sql<SqlBool>`1 = 1`);
