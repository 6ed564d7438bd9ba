import type { Kysely } from 'kysely';
import { sanitizeRichText } from '../../lib/rich-text';
import type { Database } from '../schema';
import type { FileStorage } from '../../modules/files/storage';
import { indexArticlesAfter, seedArticleTokenRows } from '../../modules/search/article-index';
import {
  SEED_ADVERTS,
  SEED_ARTICLES,
  SEED_CATEGORIES,
  SEED_NEWS_RECORDS,
  SEED_PROTOCOLS,
  SEED_PUBS_INFORMATION,
  SEED_QUALITY_CATEGORIES,
  SEED_QUALITY_MONTHS,
} from './content/index';
import type { CoverTheme } from './content/types';
import { drawCover } from './covers';

const DAY = 86_400_000;
/** Seeded times fall in office hours, spread by index so lists do not tie. */
const daysAgoIso = (days: number, index: number) => new Date(Date.now() - days * DAY - (index % 9) * 3_600_000 - index * 60_000).toISOString();
const monthLabel = (monthsAgo: number) => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  return d.toISOString().slice(0, 7);
};
const COVER_TITLES: Record<CoverTheme, [string, string]> = {
  policy: ['政策资讯', '中药质量监管政策速递'],
  industry: ['行业动态', '中药产业市场与企业观察'],
  notice: ['平台公告', '中药质量检测服务平台'],
  standard: ['标准解读', '《中国药典》与检测方法'],
  knowledge: ['知识库', '药材鉴别与质量控制'],
  help: ['帮助中心', '送检、付款与报告指南'],
};

/** The public information side's demo content. Written once, when the portal has no categories yet. */
export async function seedContent(db: Kysely<Database>, storage: FileStorage): Promise<void> {
  if (await db.selectFrom('article_category').select('id').limit(1).executeTakeFirst()) return;

  const covers = new Map<CoverTheme, string>();
  for (const theme of Object.keys(COVER_TITLES) as CoverTheme[]) {
    const [title, subtitle] = COVER_TITLES[theme];
    covers.set(theme, await drawCover(db, storage, { theme, title, subtitle, width: 640, height: 360 }));
  }
  const advertImages: string[] = [];
  for (const a of SEED_ADVERTS) {
    advertImages.push(await drawCover(db, storage, { theme: a.theme, title: a.title, subtitle: a.subtitle, width: a.position === 'home_banner' ? 1200 : 400, height: a.position === 'home_banner' ? 360 : 240 }));
  }

  await db.transaction().execute(async (trx) => {
    const ids = new Map<string, number>();
    for (const c of [...SEED_CATEGORIES].sort((a, b) => Number(a.parentCode !== null) - Number(b.parentCode !== null))) {
      const row = await trx
        .insertInto('article_category')
        .values({ code: c.code, name: c.name, parent_id: c.parentCode ? ids.get(c.parentCode)! : 0, sort: c.sort })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.set(c.code, row.id);
    }
    const now = new Date().toISOString();
    await trx
      .insertInto('article_info')
      .values(
        SEED_ARTICLES.map((a, i) => ({
          category_id: ids.get(a.categoryCode)!,
          title: a.title,
          summary: a.summary,
          cover_url: a.cover ? covers.get(a.cover)! : null,
          source: a.source,
          author: a.author ?? null,
          content: sanitizeRichText(a.html),
          status: 2,
          is_top: a.isTop ? 1 : 0,
          view_count: a.viewCount,
          publish_time: daysAgoIso(a.daysAgo, i),
          created_at: now,
        })),
      )
      .execute();
    // The news search's tokens; the seed's rows are memoised, so each API test's seed stays quick.
    await indexArticlesAfter(trx, 0, seedArticleTokenRows);
    await trx
      .insertInto('advert_info')
      .values(SEED_ADVERTS.map((a, i) => ({ position: a.position, title: a.title, subtitle: a.subtitle, image_url: advertImages[i]!, link_url: a.linkUrl, sort: a.sort, status: 1 })))
      .execute();
    await trx.insertInto('news_record').values(SEED_NEWS_RECORDS.map((n, i) => ({ content: n.content, link_url: n.linkUrl, publish_time: daysAgoIso(n.daysAgo, i) }))).execute();
    await trx
      .insertInto('pubs_information')
      .values(SEED_PUBS_INFORMATION.map((p, i) => ({ title: p.title, info_type: p.infoType, publisher: p.publisher, content: sanitizeRichText(p.html), publish_time: daysAgoIso(p.daysAgo, i) })))
      .execute();
    await trx
      .insertInto('quality_stat')
      .values([
        ...SEED_QUALITY_MONTHS.map((m) => ({ kind: 'month', label: monthLabel(m.monthsAgo), batches: m.batches, qualified_rate_x10: Math.round(m.qualifiedRate * 10), sort: 100 - m.monthsAgo })),
        ...SEED_QUALITY_CATEGORIES.map((c, i) => ({ kind: 'category', label: c.category, batches: c.batches, qualified_rate_x10: Math.round(c.qualifiedRate * 10), sort: i })),
      ])
      .execute();
    await trx
      .insertInto('sys_protocol')
      .values(SEED_PROTOCOLS.map((p) => ({ code: p.code, type: p.type, title: p.title, content: sanitizeRichText(p.html), updated_at: now })))
      .execute();
  });
}
