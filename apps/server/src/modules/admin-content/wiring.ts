import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { AuditService } from '../audit/service';
import type { ArticleService } from '../content/service';
import type { FileService } from '../files/service';
import { createAdminTrail } from '../audit/operator-trail';
import { createAdminAdvertService } from './advert-service';
import { createAdminArticleService } from './article-service';
import { createAdminCategoryService } from './category-service';

/** Issue #11: the operator console's content management services (every action through the admin trail). */
export function createAdminContentServices(deps: { db: Kysely<Database>; clock: Clock; audit: AuditService; files: FileService; content: Pick<ArticleService, 'categoryWithChildren'> }) {
  const { db, clock } = deps;
  const trail = createAdminTrail(deps.audit);
  return {
    articles: createAdminArticleService({ db, clock, trail, content: deps.content }),
    categories: createAdminCategoryService({ db, trail }),
    adverts: createAdminAdvertService({ db, trail }),
  };
}
export type AdminContentServices = ReturnType<typeof createAdminContentServices>;
