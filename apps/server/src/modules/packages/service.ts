import { type MyTestService, ORDER_MESSAGES, type OrderItemInput, type PageQuery, type PageResult, toPageResult } from '@tcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema';
import type { MyTestServiceTable } from '../../db/schema-orders';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { OfferedServices } from '../institutions/offered';
import type { ActiveSession } from '../sessions/service';
import { createPackageRepository } from './repository';

/** §7 myTestService: a member's common packages (test services + sample counts), own only. */
export function createPackageService({ db, clock, offered: services }: { db: Kysely<Database>; clock: Clock; offered: OfferedServices }) {
  const repo = createPackageRepository(db);

  /** Packages with each item's current offer; a withdrawn service stays listed as unavailable. */
  async function expand(rows: Selectable<MyTestServiceTable>[]): Promise<MyTestService[]> {
    const parsed = rows.map((r) => ({ row: r, items: JSON.parse(r.items) as OrderItemInput[] }));
    const ids = [...new Set(parsed.flatMap((p) => p.items.map((i) => i.testServiceId)))];
    const offered = new Map((await services.byIds(ids)).map((s) => [s.id, s]));
    return parsed.map(({ row, items }) => {
      const list = items.map((i) => ({ ...i, available: offered.has(i.testServiceId), service: offered.get(i.testServiceId) ?? null }));
      return {
        id: row.id,
        name: row.name,
        items: list,
        totalFen: list.reduce((n, i) => n + (i.service ? i.service.priceFen * i.sampleCount : 0), 0),
        createdAt: row.created_at,
        updatedAt: row.updated_at,
      };
    });
  }

  /** Only services on offer may go into a package; repeats are merged. */
  async function checked(items: OrderItemInput[]): Promise<string> {
    const byId = new Map<number, number>();
    for (const i of items) byId.set(i.testServiceId, (byId.get(i.testServiceId) ?? 0) + i.sampleCount);
    if ((await services.byIds([...byId.keys()])).length !== byId.size) throw new BusinessError(ORDER_MESSAGES.serviceUnavailable);
    return JSON.stringify([...byId].map(([testServiceId, sampleCount]) => ({ testServiceId, sampleCount: Math.min(sampleCount, 999) })));
  }

  async function get(session: ActiveSession, id: number): Promise<MyTestService> {
    const row = await repo.find(session.memberId, id);
    if (!row) throw new BusinessError(ORDER_MESSAGES.packageNotFound);
    return (await expand([row]))[0]!;
  }

  return {
    get,
    async list(session: ActiveSession, q: PageQuery & { keyword?: string }): Promise<PageResult<MyTestService>> {
      const { rows, total } = await repo.page(session.memberId, q.keyword || undefined, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(await expand(rows), total, q);
    },
    async add(session: ActiveSession, b: { name: string; items: OrderItemInput[] }): Promise<MyTestService> {
      const id = await repo.insert(session.memberId, b.name, await checked(b.items), iso(clock.now()));
      return get(session, id);
    },
    async edit(session: ActiveSession, b: { id: number; name: string; items: OrderItemInput[] }): Promise<MyTestService> {
      if (!(await repo.find(session.memberId, b.id))) throw new BusinessError(ORDER_MESSAGES.packageNotFound);
      await repo.update(session.memberId, b.id, b.name, await checked(b.items), iso(clock.now()));
      return get(session, b.id);
    },
    async remove(session: ActiveSession, id: number): Promise<void> {
      if (!(await repo.remove(session.memberId, id))) throw new BusinessError(ORDER_MESSAGES.packageNotFound);
    },
  };
}
export type PackageService = ReturnType<typeof createPackageService>;
