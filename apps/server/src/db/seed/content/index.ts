import { SEED_ARTICLES_INDUSTRY } from './articles-industry';
import { SEED_ARTICLES_KNOWLEDGE } from './articles-knowledge';
import { SEED_ARTICLES_NOTICE } from './articles-notice';
import { SEED_ARTICLES_POLICY } from './articles-policy';
import { SEED_ARTICLES_STANDARD } from './articles-standard';
import { SEED_HELP_ARTICLES } from './help';
import type { SeedArticle } from './types';

export type * from './types';
export { SEED_ADVERTS } from './adverts';
export { SEED_CATEGORIES } from './categories';
export { SEED_NEWS_RECORDS } from './news-records';
export { SEED_PROTOCOLS } from './protocols';
export { SEED_PUBS_INFORMATION } from './pubs-information';
export { SEED_QUALITY_CATEGORIES, SEED_QUALITY_MONTHS } from './quality-stats';
export {
  SEED_ARTICLES_INDUSTRY,
  SEED_ARTICLES_KNOWLEDGE,
  SEED_ARTICLES_NOTICE,
  SEED_ARTICLES_POLICY,
  SEED_ARTICLES_STANDARD,
  SEED_HELP_ARTICLES,
};

/** Every article the seed writes: the five news files plus the help-centre Q&A. */
export const SEED_ARTICLES: readonly SeedArticle[] = [
  ...SEED_ARTICLES_POLICY,
  ...SEED_ARTICLES_INDUSTRY,
  ...SEED_ARTICLES_NOTICE,
  ...SEED_ARTICLES_STANDARD,
  ...SEED_ARTICLES_KNOWLEDGE,
  ...SEED_HELP_ARTICLES,
];
