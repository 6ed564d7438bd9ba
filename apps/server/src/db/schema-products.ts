import type { Generated } from 'kysely';

/** Issue #10 tables (migration 0012). Prices are integer fen; times ISO strings. */
export interface ProductCategoryTable {
  id: Generated<number>;
  parent_id: number;
  name: string;
  sort: number;
}

export interface PublishProductTable {
  id: Generated<number>;
  member_id: number;
  category_id: number;
  name: string;
  price_fen: number;
  unit: string;
  specification: string;
  origin: string;
  stock: string;
  /** Comma-separated upload paths, the first the cover (§3). */
  images: string;
  description: string;
  contact_name: string;
  contact_phone: string;
  /** As the owner typed them (normalised); product_report holds the checked links. */
  report_codes: string;
  goods_status: number;
  recommended: Generated<number>;
  recommended_at: string | null;
  reject_reason: string | null;
  listed_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface ProductReportTable {
  product_id: number;
  report_id: number;
}

export interface SupplierProfileTable {
  member_id: number;
  region: string;
  main_products: string;
  logo_url: string | null;
  premium: Generated<number>;
  recommend: Generated<number>;
  created_at: string;
}

export interface TechAchievementTable {
  id: Generated<number>;
  title: string;
  field: string;
  owner: string;
  transfer_mode: string;
  maturity: string;
  summary: string;
  cover_url: string | null;
  content: string;
  patent_no: string | null;
  contact_name: string;
  status: number;
  published_at: string;
}

export interface TechTalkTable {
  id: Generated<number>;
  achievement_id: number;
  member_id: number | null;
  name: string;
  mobile: string;
  company: string;
  message: string;
  status: number;
  ip: string | null;
  created_at: string;
}

export interface ProductTables {
  product_category: ProductCategoryTable;
  publish_product: PublishProductTable;
  product_report: ProductReportTable;
  supplier_profile: SupplierProfileTable;
  tech_achievement: TechAchievementTable;
  tech_talk: TechTalkTable;
}
