/**
 * Shapes of the demo content the seed writes (the public information side, §1/§2/§7).
 * Dates are given as days before the seed runs, so the content always looks current.
 */
export interface SeedCategory {
  /** Stable key, lower-case ASCII (e.g. 'policy', 'policy_national'). */
  code: string;
  name: string;
  /** null for a top-level category. The top-level ones are also the /search tabs. */
  parentCode: string | null;
  sort: number;
}

/** Cover styles the seed draws (an SVG rendered to PNG; no external images). */
export type CoverTheme = 'policy' | 'industry' | 'notice' | 'standard' | 'knowledge' | 'help';

export interface SeedArticle {
  /** A leaf or top-level category code. */
  categoryCode: string;
  title: string;
  /** 60–120 characters. */
  summary: string;
  /** e.g. 国家药品监督管理局, 本平台, 中国中药协会 (public bodies may be named; companies and people fictional). */
  source: string;
  author?: string;
  daysAgo: number;
  isTop?: boolean;
  viewCount: number;
  /** Body as simple HTML: <p>, <h3>, <ul>/<ol>/<li>, <strong>, <table> allowed. */
  html: string;
  cover?: CoverTheme;
}

export interface SeedAdvert {
  position: 'home_banner' | 'home_side';
  title: string;
  subtitle: string;
  /** An in-portal path like /detection, or null. */
  linkUrl: string | null;
  sort: number;
  theme: CoverTheme;
}

export interface SeedNewsRecord {
  content: string;
  linkUrl: string | null;
  daysAgo: number;
}

export interface SeedPubsInformation {
  title: string;
  infoType: '资质公示' | '抽检公告' | '规则公告' | '处罚公示';
  publisher: string;
  daysAgo: number;
  html: string;
}

export interface SeedProtocol {
  /** terms (服务协议), privacy (隐私政策), rules (平台规则), legal (法律声明), settlement (入驻协议). */
  code: string;
  type: string;
  title: string;
  html: string;
}

export interface SeedQualityMonth {
  /** YYYY-MM, the last 12 months relative to the seed are computed from the index. */
  monthsAgo: number;
  batches: number;
  /** percent with one decimal, e.g. 96.4 */
  qualifiedRate: number;
}

export interface SeedQualityCategory {
  category: string;
  batches: number;
  qualifiedRate: number;
}
