import type { AdminFailureRates, FailureTally, RankedFailureTally } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { lastBeijingMonths } from './beijing-calendar';
import { MONTHS } from './dashboard-service';
import { type TallyRow, createFailureRateRepository } from './failure-rate-repository';

/** Ranked lists: the ten worst items and herbs … */
const TOP = 10;
/** … among those with at least this many judged tests (one failed sample of one is not a 100 % item). */
const MIN_JUDGED = 20;

/** The row of shared_figures the figures are kept in. */
const KEPT_AS = 'failure-rates';
/** How long one instance holds a recount before another may take it over (a count takes about a second). */
const RECOUNT_LEASE_MS = 60_000;

const tallyOf = (judged: number, failed: number): FailureTally => ({ judged, failed, rate: judged > 0 ? failed / judged : null });

/** The worst `TOP` of one dimension by rate, then by failed tests, then by name; and how many had too few tests to rank. */
function ranked(rows: TallyRow[]): { list: RankedFailureTally[]; unranked: number } {
  const eligible = rows.filter((r) => r.judged >= MIN_JUDGED);
  const list = eligible
    .map((r) => ({ name: r.name, judged: r.judged, failed: r.failed, rate: r.failed / r.judged }))
    .sort((a, b) => b.rate - a.rate || b.failed - a.failed || a.name.localeCompare(b.name, 'zh-CN'))
    .slice(0, TOP);
  return { list, unranked: rows.length - eligible.length };
}

/**
 * Issue #21: the platform's failure rates on the operator dashboard, over the dashboard's 12
 * Beijing calendar months. Counting a year of results takes about a second at bench scale, so
 * the figures are kept for `ttlMs` (and for the window they were counted in); past that the
 * stale figures are still answered while one recount runs behind them. Nothing names a member.
 * Issue #24: they are kept in the database, once for every instance (shared_figures), so an
 * operator's dashboard shows the same figures whichever instance answers, and one instance
 * recounts them at a time (a lease taken by a conditional update).
 */
export function createFailureRateService({ db, clock, ttlMs }: { db: Kysely<Database>; clock: Clock; ttlMs: number }) {
  const repo = createFailureRateRepository(db);
  let counting: Promise<AdminFailureRates> | null = null;

  async function count(): Promise<AdminFailureRates> {
    const at = clock.now();
    const months = lastBeijingMonths(at, MONTHS).map(({ key, start }) => [key, new Date(start).toISOString()] as const);
    const rows = await repo.tally(months[0]![1], months);
    const of = (dimension: TallyRow['dimension']) => rows.filter((r) => r.dimension === dimension);
    const perMonth = new Map(of('month').map((r) => [r.name, r]));
    const monthly = months.map(([month]) => ({ month, ...tallyOf(perMonth.get(month)?.judged ?? 0, perMonth.get(month)?.failed ?? 0) }));
    const items = ranked(of('item'));
    const varieties = ranked(of('variety'));
    const value: AdminFailureRates = {
      overall: tallyOf(
        monthly.reduce((s, m) => s + m.judged, 0),
        monthly.reduce((s, m) => s + m.failed, 0),
      ),
      months: monthly,
      byItem: items.list,
      byVariety: varieties.list,
      minJudged: MIN_JUDGED,
      top: TOP,
      unranked: { items: items.unranked, varieties: varieties.unranked },
      computedAt: new Date(at).toISOString(),
    };
    if (ttlMs > 0) await repo.keep(KEPT_AS, { period: months[0]![0], value: JSON.stringify(value), computed_at: value.computedAt });
    return value;
  }

  /** One count at a time: callers arriving while it runs share it. */
  function recount(): Promise<AdminFailureRates> {
    counting ??= count().finally(() => {
      counting = null;
    });
    return counting;
  }

  return {
    async figures(): Promise<AdminFailureRates> {
      if (ttlMs === 0) return recount();
      const now = clock.now();
      const kept = await repo.kept(KEPT_AS);
      if (!kept || kept.period !== lastBeijingMonths(now, MONTHS)[0]!.key) return recount();
      if (now - Date.parse(kept.computed_at) >= ttlMs && (await repo.claimRecount(KEPT_AS, iso(now), iso(now + RECOUNT_LEASE_MS)))) {
        // Answered stale; a failed recount leaves the kept figures, and its lease runs out for the next caller to retry.
        recount().catch(() => undefined);
      }
      return JSON.parse(kept.value) as AdminFailureRates;
    },
  };
}
