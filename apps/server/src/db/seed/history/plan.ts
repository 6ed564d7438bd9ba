import type { OrderStatus, UrgentFlag } from '@tcm/shared';

/**
 * A believable year of the platform (issue #20), planned as plain data before anything is written:
 * members joining over the year, ~450 orders following the seasons of the herb trade, each order's
 * status by its age (old orders are finished, recent ones in flight), and every seeded evaluation
 * on a completed order of its institution. Deterministic: the same `now` gives the same year.
 */

const DAY = 86_400_000;
const YEAR_DAYS = 365;
/** Orders per day before the seasons and the platform's growth are applied. */
const BASE_PER_DAY = 1.25;
/**
 * Beijing calendar months, January first: spring testing before the growing season, the autumn
 * harvest (September–November) the busiest, the Spring Festival (February) and high summer quiet.
 */
export const MONTH_WEIGHTS = [0.8, 0.45, 1.0, 1.15, 1.1, 0.9, 0.75, 0.85, 1.2, 1.35, 1.3, 1.0] as const;
/** Members who joined before the year began (they order from its first day). */
const FOUNDING_MEMBERS = 24;
const NEW_MEMBERS = 66;
/** How many members the year creates (their accounts: history/people.ts). */
export const HISTORY_MEMBER_COUNT = FOUNDING_MEMBERS + NEW_MEMBERS;

export interface PlannedMember {
  /** 0-based; the seed names the account after it. */
  index: number;
  type: 1 | 2 | 3;
  joinedAt: number;
}

export interface PlannedOrder {
  index: number;
  placedAt: number;
  status: OrderStatus;
  urgent: UrgentFlag;
  memberIndex: number;
  institutionId: number;
  /** The seeded evaluation this completed order carries, if any. */
  evaluationId: number | null;
  /** A free choice the seed turns into the sample's herb, services and quantities. */
  pick: number;
}

export interface HistoryInput {
  now: number;
  /** Institutions that take orders, with how much of the trade each draws (≥ 1). */
  institutions: { id: number; weight: number }[];
  /** Seeded evaluations without an order, oldest id first; 1 pending, 2 approved, 3 rejected. */
  evaluations: { id: number; institutionId: number; auditStatus: number }[];
}

export interface HistoryPlan {
  members: PlannedMember[];
  orders: PlannedOrder[];
}

/** A small seeded generator (mulberry32): the plan must not change from one start to the next. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The Beijing calendar month (0–11) of a moment. */
export const beijingMonth = (ms: number) => new Date(ms + 8 * 3_600_000).getUTCMonth();

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((s, [, w]) => s + w, 0);
  let r = random() * total;
  for (const [value, w] of choices) {
    r -= w;
    if (r < 0) return value;
  }
  return choices[choices.length - 1]![0];
}

/** What an order placed `ageDays` ago has most likely become (§4's statuses). */
export function statusByAge(random: () => number, ageDays: number): OrderStatus {
  if (ageDays < 2) return weighted(random, [[1, 6], [2, 3], [9, 1]]);
  if (ageDays < 5) return weighted(random, [[2, 2], [3, 3], [4, 3], [9, 1], [12, 1]]);
  if (ageDays < 10) return weighted(random, [[4, 2], [5, 3], [6, 3], [10, 1], [12, 1]]);
  if (ageDays < 20) return weighted(random, [[6, 2], [7, 5], [13, 2], [8, 3], [11, 1]]);
  return weighted(random, [[8, 88], [12, 5], [9, 3], [11, 3], [13, 1]]);
}

function planMembers(random: () => number, now: number): PlannedMember[] {
  const members: PlannedMember[] = [];
  for (let i = 0; i < HISTORY_MEMBER_COUNT; i++) {
    // Companies order most; a few individuals and unverified accounts.
    const type = weighted<1 | 2 | 3>(random, [[3, 7], [2, 2], [1, 1]]);
    const daysAgo = i < FOUNDING_MEMBERS ? YEAR_DAYS + 30 + random() * 400 : (YEAR_DAYS - 5) * (1 - (i - FOUNDING_MEMBERS) / NEW_MEMBERS) + random() * 5;
    members.push({ index: i, type, joinedAt: now - daysAgo * DAY });
  }
  return members;
}

/** Order times over the last year: seasons, and a platform that grows (recent months busier). */
function planTimes(random: () => number, now: number): number[] {
  const times: number[] = [];
  for (let d = YEAR_DAYS - 1; d >= 0; d--) {
    const day = now - d * DAY;
    const growth = 0.75 + 0.5 * (1 - d / YEAR_DAYS);
    const expected = BASE_PER_DAY * MONTH_WEIGHTS[beijingMonth(day)]! * growth;
    const n = Math.floor(expected + random());
    for (let k = 0; k < n; k++) times.push(day - random() * (d === 0 ? 0.4 : 1) * DAY);
  }
  return times.sort((a, b) => a - b);
}

export function planHistory({ now, institutions, evaluations }: HistoryInput): HistoryPlan {
  const random = seededRandom(20_261_127);
  const members = planMembers(random, now);
  const orders: PlannedOrder[] = planTimes(random, now).map((placedAt, index) => {
    const ageDays = (now - placedAt) / DAY;
    const status = statusByAge(random, ageDays);
    const urgent = weighted<UrgentFlag>(random, [[1, 75], [2, 18], [3, 7]]);
    const eligible = members.filter((m) => m.joinedAt < placedAt - DAY);
    const member = eligible[Math.floor(random() * eligible.length)]!;
    const institutionId = weighted(random, institutions.map((i) => [i.id, i.weight] as const));
    return { index, placedAt, status, urgent, memberIndex: member.index, institutionId, evaluationId: null, pick: Math.floor(random() * 1_000_000) };
  });
  attachEvaluations(orders, evaluations, now);
  return { members, orders };
}

/**
 * Every seeded evaluation gets a completed order of its institution: those awaiting review the most
 * recent ones (nobody's review waits half a year), the rest spread evenly over the year.
 */
function attachEvaluations(orders: PlannedOrder[], evaluations: HistoryInput['evaluations'], now: number): void {
  const completed = orders.filter((o) => o.status === 8 && now - o.placedAt > 20 * DAY).reverse(); // newest first
  if (completed.length < evaluations.length) throw new Error(`history: ${completed.length} completed orders for ${evaluations.length} evaluations`);
  const pending = evaluations.filter((e) => e.auditStatus === 1);
  const others = evaluations.filter((e) => e.auditStatus !== 1);
  pending.forEach((e, k) => {
    completed[k]!.institutionId = e.institutionId;
    completed[k]!.evaluationId = e.id;
  });
  const rest = completed.slice(pending.length);
  others.forEach((e, k) => {
    const order = rest[Math.floor((k * rest.length) / others.length)]!;
    order.institutionId = e.institutionId;
    order.evaluationId = e.id;
  });
}
