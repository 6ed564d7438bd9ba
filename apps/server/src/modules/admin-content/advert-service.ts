import {
  ADMIN_CONTENT_AUDIT_ACTIONS as ACTIONS,
  ADMIN_CONTENT_MESSAGES as M,
  ADVERT_POSITION_LABELS,
  type AdminAdvertRow,
  type AdvertSlot,
  type adminAdvertCreateSchema,
} from '@tcm/shared';
import type { Kysely, Selectable } from 'kysely';
import type { z } from 'zod';
import type { AdvertInfoTable, Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { createAdminAdvertRepository } from './advert-repository';
import { isPublicImage } from './uploaded-image';

type AdvertInput = z.output<typeof adminAdvertCreateSchema>;
const ENABLED = 1;
const DISABLED = 0;

const toRow = (r: Selectable<AdvertInfoTable>): AdminAdvertRow => ({
  id: r.id,
  position: r.position as AdvertSlot,
  positionName: ADVERT_POSITION_LABELS[r.position as AdvertSlot] ?? r.position,
  title: r.title,
  subtitle: r.subtitle,
  imageUrl: r.image_url,
  linkUrl: r.link_url,
  sort: r.sort,
  enabled: r.status === ENABLED,
});

/** The home page's adverts (findAdvertInfo reads the enabled ones of a slot, by sort). */
export function createAdminAdvertService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  const repo = createAdminAdvertRepository(db);

  async function found(id: number) {
    const row = await repo.find(id);
    if (!row) throw new BusinessError(M.advertNotFound);
    return row;
  }
  async function stored(b: AdvertInput, previousImage: string | null) {
    if (b.imageUrl !== previousImage && !(await isPublicImage(db, b.imageUrl))) throw new BusinessError(M.imageNotUploaded);
    return { position: b.position, title: b.title, subtitle: b.subtitle || null, image_url: b.imageUrl, link_url: b.linkUrl || null, sort: b.sort, status: b.enabled ? ENABLED : DISABLED };
  }

  return {
    list: async (position?: AdvertSlot): Promise<AdminAdvertRow[]> => (await repo.list(position)).map(toRow),

    async create(actor: AdminActor, b: AdvertInput): Promise<number> {
      const fields = await stored(b, null);
      return db.transaction().execute(async (trx) => {
        const id = await createAdminAdvertRepository(trx).insert(fields);
        await claimUploads(trx, [b.imageUrl]);
        await trail.record(trx, actor, ACTIONS.advertCreate, `广告#${id}（${ADVERT_POSITION_LABELS[b.position]}：${b.title}）`);
        return id;
      });
    },

    async update(actor: AdminActor, id: number, b: AdvertInput): Promise<void> {
      const before = await found(id);
      const fields = await stored(b, before.image_url);
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminAdvertRepository(trx).update(id, fields))) throw new BusinessError(M.advertNotFound);
        if (b.imageUrl !== before.image_url) await claimUploads(trx, [b.imageUrl]);
        await trail.record(trx, actor, ACTIONS.advertUpdate, `广告#${id}（${ADVERT_POSITION_LABELS[b.position]}：${b.title}）`);
      });
    },

    async enable(actor: AdminActor, id: number, enabled: boolean): Promise<void> {
      const row = await found(id);
      await db.transaction().execute(async (trx) => {
        await createAdminAdvertRepository(trx).update(id, { status: enabled ? ENABLED : DISABLED });
        await trail.record(trx, actor, enabled ? ACTIONS.advertEnable : ACTIONS.advertDisable, `广告#${id}（${row.title}）`);
      });
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const row = await found(id);
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminAdvertRepository(trx).remove(id))) throw new BusinessError(M.advertNotFound);
        await trail.record(trx, actor, ACTIONS.advertDelete, `广告#${id}（${row.title}）`);
      });
    },
  };
}
