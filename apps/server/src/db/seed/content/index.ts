import { readSeed } from '../read-seed';
import type { SeedAdvert, SeedArticle, SeedCategory, SeedNewsRecord, SeedProtocol, SeedPubsInformation, SeedQualityCategory, SeedQualityMonth } from './types';

export type * from './types';

/** The news seed (records/content/*.json). Every article: the five news categories, then the help-centre Q&A (title the question, body the answer). */
export const SEED_ARTICLES: readonly SeedArticle[] = readSeed('content/articles');
export const SEED_ADVERTS: readonly SeedAdvert[] = readSeed('content/adverts');
export const SEED_CATEGORIES: readonly SeedCategory[] = readSeed('content/categories');
export const SEED_NEWS_RECORDS: readonly SeedNewsRecord[] = readSeed('content/news-records');
export const SEED_PROTOCOLS: readonly SeedProtocol[] = readSeed('content/protocols');
export const SEED_PUBS_INFORMATION: readonly SeedPubsInformation[] = readSeed('content/pubs-information');
/** 近12个月平台检测批次与合格率（monthsAgo 11 为最早的月份，0 为当月）。 */
export const SEED_QUALITY_MONTHS: readonly SeedQualityMonth[] = readSeed('content/quality-months');
export const SEED_QUALITY_CATEGORIES: readonly SeedQualityCategory[] = readSeed('content/quality-categories');
