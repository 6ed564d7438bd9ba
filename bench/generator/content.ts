import { indexArticlesAfter } from '../../apps/server/src/modules/search/article-index';
import type { BenchTable } from './bench-table';
import { headline, paragraph, sentence } from './chinese-text';
import { insertBatched } from './insert-batched';

/** Issue #6's figures at scale 1: 100,000 articles over the seeded categories, notices and news flashes. */
const ARTICLES = 100_000;
const NOTICES = 5_000;
const NEWS_FLASHES = 2_000;
const TWO_YEARS_MS = 2 * 365 * 24 * 3600 * 1000;

/** Spread over the last two years, newest first by index, so deep pages read old rows. */
const timeOf = (i: number, count: number): string => new Date(Date.now() - Math.floor((i / count) * TWO_YEARS_MS)).toISOString();

export const articleBenchData: BenchTable = {
  table: 'article_info',
  rowCount: (scale) => Math.max(1, Math.round(ARTICLES * scale)),
  async generate({ db, rng, rows }) {
    const categories = (await db.selectFrom('article_category').select('id').execute()).map((c) => c.id);
    if (categories.length === 0) throw new Error('article_info bench data needs the seeded article categories');
    const now = new Date().toISOString();
    const before = await db.selectFrom('article_info').select((eb) => eb.fn.max('id').as('id')).executeTakeFirstOrThrow();
    await insertBatched(db, 'article_info', rows, (i) => {
      const body = Array.from({ length: rng.int(3, 6) }, () => `<p>${paragraph(rng)}</p>`).join('');
      return {
        category_id: rng.pick(categories),
        title: headline(rng),
        summary: sentence(rng, 10, 24),
        cover_url: null,
        source: rng.pick(['平台编辑部', '国家药监局', '中国中药协会', '检测机构供稿', '行业媒体']),
        author: null,
        content: body,
        // Mostly approved (public), some pending or rejected: the public calls must skip them by index.
        status: rng.chance(0.9) ? 2 : rng.pick([1, 3]),
        is_top: rng.chance(0.001) ? 1 : 0,
        view_count: rng.int(0, 20_000),
        publish_time: timeOf(i, rows),
        created_at: now,
      };
    });
    // The news search's tokens (issue #7): read back by id, so no engine's RETURNING order is relied on.
    await db.transaction().execute((trx) => indexArticlesAfter(trx, Number(before.id ?? 0)));
  },
};

export const noticeBenchData: BenchTable = {
  table: 'pubs_information',
  rowCount: (scale) => Math.max(1, Math.round(NOTICES * scale)),
  async generate({ db, rng, rows }) {
    await insertBatched(db, 'pubs_information', rows, (i) => ({
      title: `关于${headline(rng)}的公示`,
      info_type: rng.pick(['资质公示', '抽检公告', '规则公告', '处罚公示']),
      publisher: rng.pick(['平台运营中心', '平台质量管理部', '平台合规部']),
      content: `<p>${paragraph(rng)}</p><p>${paragraph(rng)}</p>`,
      publish_time: timeOf(i, rows),
    }));
  },
};

export const newsFlashBenchData: BenchTable = {
  table: 'news_record',
  rowCount: (scale) => Math.max(1, Math.round(NEWS_FLASHES * scale)),
  async generate({ db, rng, rows }) {
    await insertBatched(db, 'news_record', rows, (i) => ({
      content: sentence(rng, 6, 14),
      link_url: null,
      publish_time: timeOf(i, rows),
    }));
  },
};
