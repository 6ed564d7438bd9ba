import { SEED_HELP_BILLING } from './help-billing';
import { SEED_HELP_GUIDE } from './help-guide';
import { SEED_HELP_PROCESS } from './help-process';
import { SEED_HELP_REPORT } from './help-report';
import type { SeedArticle } from './types';

/** 帮助中心问答，按分类分文件：标题即问题，正文即回答。 */
export const SEED_HELP_ARTICLES: readonly SeedArticle[] = [...SEED_HELP_GUIDE, ...SEED_HELP_PROCESS, ...SEED_HELP_BILLING, ...SEED_HELP_REPORT];
