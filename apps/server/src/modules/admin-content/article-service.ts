import {
  ADMIN_CONTENT_AUDIT_ACTIONS as ACTIONS,
  ADMIN_CONTENT_MESSAGES as M,
  ARTICLE_MOVES,
  ARTICLE_STATUS,
  ARTICLE_STATUS_LABELS,
  type AdminArticleDetail,
  type AdminArticleInput,
  type AdminArticlePage,
  type AdminArticleRow,
  type ArticleMove,
  type ArticleStatus,
  type adminArticleQuerySchema,
  richTextIsEmpty,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploads, claimUploadsIn } from '../files/claims';
import { sanitizeRichText } from '../../lib/rich-text';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import type { ArticleService } from '../content/service';
import { createAdminArticleRepository } from './article-repository';
import { isPublicImage } from './uploaded-image';

type Row = NonNullable<Awaited<ReturnType<ReturnType<typeof createAdminArticleRepository>['find']>>>;
const toRow = (r: Omit<Row, 'summary' | 'content'>): AdminArticleRow => ({
  id: r.id,
  categoryId: r.category_id,
  categoryName: r.category_name,
  title: r.title,
  source: r.source,
  coverUrl: r.cover_url,
  status: r.status as ArticleStatus,
  statusName: ARTICLE_STATUS_LABELS[r.status as ArticleStatus] ?? String(r.status),
  isTop: r.is_top === 1,
  publishTime: r.status === ARTICLE_STATUS.DRAFT ? null : r.publish_time,
  viewCount: r.view_count,
  createdAt: r.created_at,
});
const MOVE_ACTIONS: Record<ArticleMove, string> = { publish: ACTIONS.articlePublish, withdraw: ACTIONS.articleWithdraw };

/** Articles of every status: written sanitized, published and withdrawn as ARTICLE_MOVES allows, each change in the audit log. */
export function createAdminArticleService({ db, clock, trail, content }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail; content: Pick<ArticleService, 'categoryWithChildren'> }) {
  const repo = createAdminArticleRepository(db);

  async function found(id: number): Promise<Row> {
    const row = await repo.find(id);
    if (!row) throw new BusinessError(M.articleNotFound);
    return row;
  }

  /** The stored form of the input: an existing category, an uploaded cover, content through the one allow-list. */
  async function stored(b: AdminArticleInput, previousCover: string | null) {
    const category = await db.selectFrom('article_category').select('id').where('id', '=', b.categoryId).executeTakeFirst();
    if (!category) throw new BusinessError(M.categoryNotFound);
    if (b.coverUrl && b.coverUrl !== previousCover && !(await isPublicImage(db, b.coverUrl))) throw new BusinessError(M.imageNotUploaded);
    const content = sanitizeRichText(b.content);
    // What was only a script or an empty paragraph leaves nothing to read.
    if (richTextIsEmpty(content)) throw new BusinessError(M.contentRequired);
    return { category_id: b.categoryId, title: b.title, summary: b.summary, source: b.source, cover_url: b.coverUrl || null, content };
  }

  return {
    async query(q: z.output<typeof adminArticleQuerySchema>): Promise<AdminArticlePage> {
      const categoryIds = q.categoryId === undefined ? undefined : await content.categoryWithChildren(q.categoryId);
      const { rows, total } = await repo.page({ categoryIds, status: q.status, keyword: q.keyword }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(rows.map(toRow), total, q);
    },

    async get(id: number): Promise<AdminArticleDetail> {
      const r = await found(id);
      return { ...toRow(r), summary: r.summary, content: r.content };
    },

    /** Saved as 待发布: publishing is its own step. */
    async create(actor: AdminActor, b: AdminArticleInput): Promise<number> {
      const fields = await stored(b, null);
      const now = iso(clock.now());
      return db.transaction().execute(async (trx) => {
        const id = await createAdminArticleRepository(trx).insert({ ...fields, author: null, status: ARTICLE_STATUS.DRAFT, publish_time: now, created_at: now });
        await claimUploads(trx, [fields.cover_url]);
        await claimUploadsIn(trx, fields.content);
        await trail.record(trx, actor, ACTIONS.articleCreate, `资讯#${id}（${b.title}）`);
        return id;
      });
    },

    /** Edits keep the status: a published article shows the new text at once. */
    async update(actor: AdminActor, id: number, b: AdminArticleInput): Promise<void> {
      const before = await found(id);
      const fields = await stored(b, before.cover_url);
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminArticleRepository(trx).update(id, fields))) throw new BusinessError(M.articleNotFound);
        if (fields.cover_url !== before.cover_url) await claimUploads(trx, [fields.cover_url]);
        await claimUploadsIn(trx, fields.content);
        await trail.record(trx, actor, ACTIONS.articleUpdate, `资讯#${id}（${b.title}）`);
      });
    },

    async move(actor: AdminActor, id: number, move: ArticleMove): Promise<void> {
      const row = await found(id);
      const { from, to } = ARTICLE_MOVES[move];
      // Publishing stamps the time the public lists sort by; withdrawing keeps it.
      const publishTime = to === ARTICLE_STATUS.PUBLISHED ? iso(clock.now()) : null;
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminArticleRepository(trx).move(id, from, to, publishTime))) throw new BusinessError(M.articleMoveNotAllowed);
        await trail.record(trx, actor, MOVE_ACTIONS[move], `资讯#${id}（${row.title}）`);
      });
    },

    async pin(actor: AdminActor, id: number, isTop: boolean): Promise<void> {
      const row = await found(id);
      await db.transaction().execute(async (trx) => {
        await createAdminArticleRepository(trx).update(id, { is_top: isTop ? 1 : 0 });
        await trail.record(trx, actor, isTop ? ACTIONS.articlePin : ACTIONS.articleUnpin, `资讯#${id}（${row.title}）`);
      });
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const row = await found(id);
      await db.transaction().execute(async (trx) => {
        if (!(await createAdminArticleRepository(trx).remove(id))) throw new BusinessError(M.articleNotFound);
        await trail.record(trx, actor, ACTIONS.articleDelete, `资讯#${id}（${row.title}）`);
      });
    },
  };
}
export type AdminArticleService = ReturnType<typeof createAdminArticleService>;
