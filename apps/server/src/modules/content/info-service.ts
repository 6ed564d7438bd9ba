import { CONTENT_MESSAGES, type PageQuery, type PageResult, type PubsInformation, type PubsInformationDetail, type QualityStaticData, toPageResult } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { BusinessError } from '../../lib/errors';
import { sanitizeRichText } from '../../lib/rich-text';
import { createInfoRepository } from './info-repository';

export function createInfoService(db: Kysely<Database>) {
  const repo = createInfoRepository(db);
  return {
    adverts: (position: string) => repo.adverts(position),

    async newsRecords(q: PageQuery) {
      const { list, total } = await repo.newsRecords(q);
      return toPageResult(list, total, q);
    },

    async pubs(f: { infoType?: string; keyword?: string }, q: PageQuery): Promise<PageResult<PubsInformation>> {
      const { list, total } = await repo.pubs(f, q);
      return toPageResult(list, total, q);
    },

    async pubsDetail(id: number): Promise<PubsInformationDetail> {
      const r = await repo.pubsDetail(id);
      if (!r) throw new BusinessError(CONTENT_MESSAGES.pubsNotFound);
      return { id: r.id, title: r.title, infoType: r.info_type, publisher: r.publisher, publishTime: r.publish_time, content: sanitizeRichText(r.content) };
    },

    /** Platform figures come from the live tables; the quality series from the sampling statistics. */
    async qualityStatic(): Promise<QualityStaticData> {
      const [stats, articles, members, companies] = await Promise.all([
        repo.stats(),
        repo.count('article_info'),
        repo.count('sys_member'),
        repo.count('sys_company'),
      ]);
      const rate = (x10: number) => x10 / 10;
      const months = stats.filter((s) => s.kind === 'month');
      return {
        figures: [
          { label: '注册会员', value: members, unit: '家' },
          { label: '认证企业', value: companies, unit: '家' },
          { label: '资讯与知识', value: articles, unit: '篇' },
          { label: '近12月抽检批次', value: months.reduce((n, m) => n + m.batches, 0), unit: '批' },
        ],
        monthly: months.map((m) => ({ month: m.label, batches: m.batches, qualifiedRate: rate(m.qualified_rate_x10) })),
        byCategory: stats.filter((s) => s.kind === 'category').map((c) => ({ category: c.label, batches: c.batches, qualifiedRate: rate(c.qualified_rate_x10) })),
      };
    },

    async protocol(by: { code?: string; type?: string }) {
      const p = await repo.protocol(by);
      if (!p) throw new BusinessError(CONTENT_MESSAGES.protocolNotFound);
      return p;
    },
  };
}
export type InfoService = ReturnType<typeof createInfoService>;
