import { type AdminDashboard, ORDER_STATUS, ORDER_STATUS_LABELS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { DAY_MS, beijingDate, beijingDayStart } from '../../lib/beijing-time';
import { lastBeijingMonths } from './beijing-calendar';
import { createDashboardRepository } from './dashboard-repository';

const DAYS = 30;
export const MONTHS = 12;

/** Figures for the operator dashboard. Days and months are Beijing calendar days and months. */
export function createAdminDashboardService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createDashboardRepository(db);

  async function newMembers(): Promise<AdminDashboard['newMembers']> {
    const now = clock.now();
    const todayStart = beijingDayStart(beijingDate(now));
    const since = todayStart - (DAYS - 1) * DAY_MS;
    const days = new Map(Array.from({ length: DAYS }, (_, i) => [beijingDate(since + i * DAY_MS), 0]));
    for (const { hour, n } of await repo.membersPerHour(new Date(since).toISOString())) {
      const date = beijingDate(Date.parse(`${hour}:00:00Z`));
      if (days.has(date)) days.set(date, days.get(date)! + n);
    }
    return [...days].map(([date, count]) => ({ date, count }));
  }

  async function months(): Promise<AdminDashboard['months']> {
    // From the first of the month eleven months back, at Beijing midnight.
    const months = lastBeijingMonths(clock.now(), MONTHS);
    const out = new Map(months.map(({ key }) => [key, { month: key, orders: 0, turnoverFen: 0 }]));
    for (const { hour, n, turnoverFen } of await repo.ordersPerHour(new Date(months[0]!.start).toISOString())) {
      const row = out.get(beijingDate(Date.parse(`${hour}:00:00Z`)).slice(0, 7));
      if (!row) continue;
      row.orders += n;
      row.turnoverFen += turnoverFen;
    }
    return [...out.values()];
  }

  return {
    async figures(): Promise<AdminDashboard> {
      const [byStatus, turnoverFen, members, monthly, institutions, pending] = await Promise.all([
        repo.ordersByStatus(),
        repo.turnoverFen(),
        newMembers(),
        months(),
        repo.institutions(),
        repo.pending(),
      ]);
      const ordersByStatus = Object.values(ORDER_STATUS).map((status) => ({ status, statusName: ORDER_STATUS_LABELS[status], count: byStatus.get(status) ?? 0 }));
      return { ordersByStatus, turnoverFen, newMembers: members, months: monthly, institutions, pending };
    },
  };
}
