import type { Generated } from 'kysely';

/** Issue #8 tables (migration 0009). Service category, test item and test service are reused by ordering (#9). */
export interface ServiceCategoryTable {
  id: Generated<number>;
  /** 0 for a top-level category. */
  parent_id: number;
  name: string;
  sort: number;
}

export interface TestItemTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  /** The property tested: 水分, 灰分, 重金属, 农药残留, 黄曲霉毒素, 二氧化硫, 微生物限度, 含量测定, 鉴别 … */
  trait: string;
  method: string;
  standard: string;
  sort: number;
}

export interface InstitutionTable {
  id: Generated<number>;
  name: string;
  unify_code: string;
  province: string;
  city: string;
  address: string;
  contact_name: string;
  contact_phone: string;
  email: string;
  logo_url: string | null;
  intro: string;
  cma: number;
  cnas: number;
  cma_cert_no: string | null;
  cnas_cert_no: string | null;
  cma_cert_url: string | null;
  cnas_cert_url: string | null;
  /** Comma-separated upload paths of further certificate images (migration 0013, edited by staff). */
  certificate_urls: Generated<string>;
  /** Tenths of a point (0–50), so both engines sort and compare integers. */
  rating_x10: number;
  order_count: number;
  /** 1 listed; 0 suspended (never shown). */
  status: number;
  /** >0: recommended on the home page, larger first. */
  recommend: number;
  application_id: number | null;
  /** Issue #23 (0038): 1 when the institution accepts online payment (offered only with a configured gateway too). */
  accepts_online_payment: Generated<number>;
  created_at: string;
}

export interface InstitutionTestServiceTable {
  id: Generated<number>;
  institution_id: number;
  test_item_id: number;
  price_fen: number;
  period_days: number;
  cma: number;
  cnas: number;
  /** Comma-separated herb names for a variety-specific service; '' for any variety. */
  varieties: string;
  /** 1 on offer; 0 withdrawn. */
  status: number;
}

export interface OrderEvaluationTable {
  id: Generated<number>;
  institution_id: number;
  /** The order it reviews; null for seeded reviews made before ordering existed. */
  order_id: number | null;
  member_id: number;
  score_service: number;
  score_timeliness: number;
  score_quality: number;
  content: string;
  /** §4: 1 pending, 2 approved, 3 rejected; only 2 is public. */
  audit_status: number;
  reply: string | null;
  created_at: string;
}

export interface SettleApplicationTable {
  id: Generated<number>;
  company_name: string;
  unify_code: string;
  license_url: string;
  cma_cert_no: string;
  cma_cert_url: string;
  cnas_cert_no: string | null;
  cnas_cert_url: string | null;
  contact_name: string;
  mobile: string;
  email: string;
  province: string;
  city: string;
  address: string;
  /** Comma-separated ids, as chosen on the form. */
  category_ids: string;
  test_item_ids: string;
  intro: string;
  /** 1 待审核, 2 已通过, 3 已驳回. */
  status: number;
  reject_reason: string | null;
  created_at: string;
  reviewed_at: string | null;
}

export interface MyCollectTable {
  id: Generated<number>;
  member_id: number;
  collect_type: number;
  item_id: number;
  created_at: string;
}

export interface InstitutionTables {
  service_category: ServiceCategoryTable;
  test_item: TestItemTable;
  institution: InstitutionTable;
  institution_test_service: InstitutionTestServiceTable;
  order_evaluation: OrderEvaluationTable;
  settle_application: SettleApplicationTable;
  my_collect: MyCollectTable;
}
