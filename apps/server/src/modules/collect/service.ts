import { type CollectItem, type CollectRecord, type CollectType, INSTITUTION_MESSAGES, type PageQuery, type PageResult, toPageResult } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { ActiveSession } from '../sessions/service';
import { createCollectRepository } from './repository';
import { COLLECT_TARGETS } from './targets';

type Row = { id: number; collect_type: number; item_id: number; created_at: string };
const toRecord = (r: Row): CollectRecord => ({ id: r.id, collectType: r.collect_type as CollectType, itemId: r.item_id, createdAt: r.created_at });

/** §7 myCollect: a member reads and changes only its own favourites (the session decides whose). */
export function createCollectService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  const repo = createCollectRepository(db);

  function resolverOf(type: CollectType) {
    const resolve = COLLECT_TARGETS[type];
    if (!resolve) throw new BusinessError(INSTITUTION_MESSAGES.collectTypeUnavailable);
    return resolve;
  }

  return {
    async list(session: ActiveSession, q: PageQuery & { collectType?: number }): Promise<PageResult<CollectItem>> {
      const { rows, total } = await repo.page(session.memberId, q.collectType, q.pageSize, (q.pageNum - 1) * q.pageSize);
      const found = new Map<string, { title: string; subtitle: string | null; imageUrl: string | null }>();
      for (const type of new Set(rows.map((r) => r.collect_type as CollectType))) {
        const resolve = COLLECT_TARGETS[type];
        if (!resolve) continue;
        const targets = await resolve(db, rows.filter((r) => r.collect_type === type).map((r) => r.item_id));
        for (const [id, t] of targets) found.set(`${type}:${id}`, t);
      }
      const list = rows.map((r) => {
        const t = found.get(`${r.collect_type}:${r.item_id}`);
        return { ...toRecord(r), available: !!t, title: t?.title ?? INSTITUTION_MESSAGES.itemRemoved, subtitle: t?.subtitle ?? null, imageUrl: t?.imageUrl ?? null };
      });
      return toPageResult(list, total, q);
    },

    /** Idempotent: collecting an item twice answers the same record. */
    async add(session: ActiveSession, b: { collectType: number; itemId: number }): Promise<{ record: CollectRecord; created: boolean }> {
      const type = b.collectType as CollectType;
      const exists = await resolverOf(type)(db, [b.itemId]);
      if (!exists.has(b.itemId)) throw new BusinessError(INSTITUTION_MESSAGES.collectTargetMissing);
      const before = await repo.find(session.memberId, type, b.itemId);
      if (before) return { record: toRecord(before), created: false };
      await repo.insertIfMissing(session.memberId, type, b.itemId, iso(clock.now()));
      return { record: toRecord((await repo.find(session.memberId, type, b.itemId))!), created: true };
    },

    async cancel(session: ActiveSession, q: { collectType: number; itemId: number }): Promise<void> {
      if (!(await repo.deleteByItem(session.memberId, q.collectType, q.itemId))) throw new BusinessError(INSTITUTION_MESSAGES.notCollected);
    },

    /** Another member's id reads exactly like a missing one: nothing is deleted, nothing is revealed. */
    async remove(session: ActiveSession, id: number): Promise<void> {
      if (!(await repo.deleteById(session.memberId, id))) throw new BusinessError(INSTITUTION_MESSAGES.collectNotFound);
    },

    /** Which of these items the member has collected, so every heart on a page shows its state in one call. */
    async collected(session: ActiveSession, q: { collectType: number; itemIds: number[] }): Promise<number[]> {
      return repo.collectedOf(session.memberId, q.collectType, [...new Set(q.itemIds)]);
    },
  };
}
export type CollectService = ReturnType<typeof createCollectService>;
