import type { ColumnType, Generated } from 'kysely';
import type { InstitutionTables } from './schema-institutions';
import type { NotificationTables } from './schema-notifications';
import type { OperatorTables } from './schema-operators';
import type { OrderTables } from './schema-orders';
import type { OrderMessageTables } from './schema-order-messages';
import type { InvoiceTables } from './schema-invoices';
import type { PaymentTables } from './schema-payments';
import type { ResultTables } from './schema-results';
import type { ProductTables } from './schema-products';
import type { SecondFactorTables } from './schema-second-factor';
import type { LookupTokenTable, PharmacopoeiaCategoryTable, PharmacopoeiaMonographTable, QualityStandardTable } from './schema-lookup';

/**
 * Table types for Kysely. Times are ISO-8601 UTC strings (text on both engines),
 * so SQLite and PostgreSQL return the same values and sort the same way.
 */
export interface SysDictDataTable {
  id: Generated<number>;
  dict_type: string;
  dict_code: string;
  dict_label: string;
  dict_value: string;
  sort: number;
  /** 1 enabled, 0 disabled by an operator (0015). */
  enabled: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface SysCompanyTable {
  id: Generated<number>;
  company_name: string;
  unify_code: string;
  license_url: string | null;
  created_at: string;
}

export interface SysMemberTable {
  id: Generated<number>;
  user_account: string;
  mobile: string;
  password_hash: string;
  member_type: number;
  info_status: Generated<number>;
  real_name: string | null;
  id_card: string | null;
  email: string | null;
  company_id: number | null;
  reject_reason: string | null;
  failed_logins: Generated<number>;
  locked_until: string | null;
  avatar_url: string | null;
  /** 1: created with an initial password that must be changed at first sign-in (0021). */
  must_change_password: Generated<number>;
  created_at: string;
  updated_at: string;
}

export interface UserSessionTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  revoked_at: string | null;
  ip: string | null;
  /** How the session passed a second factor (totp, sms, recovery), or null (0021). */
  second_factor: string | null;
  /** 1: signed in with an initial password; only changing it is allowed (0021). */
  password_change_required: Generated<number>;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  mobile: string;
  purpose: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SmsOutboxTable {
  id: Generated<number>;
  mobile: string;
  content: string;
  created_at: string;
  /** When the code or password in it has expired: the content is masked then, and this cleared (0020). */
  secret_until: string | null;
}

export interface RateLimitCounterTable {
  bucket: string;
  window_start: number;
  hits: number;
}

export interface AuditLogTable {
  id: Generated<number>;
  at: string;
  member_id: number | null;
  account: string | null;
  action: string;
  result: string;
  ip: string | null;
  detail: string | null;
}

/** issueNonce request ids seen within their time window (0020): a replayed request is refused. */
export interface SsoRequestTable {
  request_id: string;
  expires_at: string;
}

export interface SsoNonceTable {
  id: Generated<number>;
  nonce_hash: string;
  member_id: number;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface UploadFileTable {
  id: Generated<number>;
  file_key: string;
  mime: string;
  size: number;
  original_name: string | null;
  member_id: number | null;
  scene: string;
  watermarked: Generated<number>;
  created_at: string;
  /** 1: served only to those entitled or by a signed link (issue #17, migration 0022). */
  private: Generated<number>;
  /** What a private upload is (voucher, contract, signedContract, report, stampedReport, licence, idCard, settlement). */
  kind: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 once a record uses the file (default: seeds and rows before 0023); 0 uploads are swept after a day (issue #17). */
  claimed: Generated<number>;
}

/** The orders a private document belongs to (0022): their member and institution staff may open it. */
export interface UploadFileOrderTable {
  file_key: string;
  order_id: number;
}

export interface ArticleCategoryTable {
  id: Generated<number>;
  parent_id: number;
  code: string;
  name: string;
  sort: number;
}

export interface ArticleInfoTable {
  id: Generated<number>;
  category_id: number;
  title: string;
  summary: string;
  cover_url: string | null;
  source: string;
  author: string | null;
  /** Sanitized on write. */
  content: string;
  /** ARTICLE_STATUS (shared): 1 待发布, 2 已发布, 3 已撤回; only 2 is public. */
  status: number;
  is_top: Generated<number>;
  view_count: Generated<number>;
  publish_time: string;
  created_at: string;
}

export interface AdvertInfoTable {
  id: Generated<number>;
  position: string;
  title: string;
  subtitle: string | null;
  image_url: string;
  link_url: string | null;
  sort: number;
  /** 1 shown on the home page, 0 disabled by an operator. */
  status: number;
}

export interface NewsRecordTable {
  id: Generated<number>;
  content: string;
  link_url: string | null;
  publish_time: string;
}

export interface PubsInformationTable {
  id: Generated<number>;
  title: string;
  info_type: string;
  publisher: string;
  content: string;
  publish_time: string;
}

export interface QualityStatTable {
  id: Generated<number>;
  /** 'month' (label YYYY-MM) or 'category'. */
  kind: string;
  label: string;
  batches: number;
  /** Percent × 10, e.g. 964 for 96.4 %: integers compare the same on both engines. */
  qualified_rate_x10: number;
  sort: number;
}

export interface SysProtocolTable {
  id: Generated<number>;
  code: string;
  type: string;
  title: string;
  content: string;
  updated_at: string;
}

/** Issue #18: rows per counted list and key, kept by triggers (migration 0026); see row-counts.ts. */
export interface RowCountTable {
  name: string;
  key: string;
  n: number;
}

/** Issue #19: which version of the search code wrote lookup_token (migration 0029); see modules/search/rebuild.ts. */
export interface SearchIndexVersionTable {
  name: string;
  version: number;
  built_at: string;
}

/** Issue #24: slow figures kept once for every instance (migration 0041); see admin/failure-rate-service.ts. */
export interface SharedFiguresTable {
  name: string;
  period: string;
  value: string;
  computed_at: string;
  recount_until: Generated<string>;
}

export interface Database extends InstitutionTables, OrderTables, OrderMessageTables, InvoiceTables, ResultTables, OperatorTables, ProductTables, SecondFactorTables, NotificationTables, PaymentTables {
  sys_dict_data: SysDictDataTable;
  sys_company: SysCompanyTable;
  sys_member: SysMemberTable;
  user_session: UserSessionTable;
  verification_code: VerificationCodeTable;
  sms_outbox: SmsOutboxTable;
  rate_limit_counter: RateLimitCounterTable;
  audit_log: AuditLogTable;
  sso_nonce: SsoNonceTable;
  sso_request: SsoRequestTable;
  upload_file: UploadFileTable;
  upload_file_order: UploadFileOrderTable;
  article_category: ArticleCategoryTable;
  article_info: ArticleInfoTable;
  advert_info: AdvertInfoTable;
  news_record: NewsRecordTable;
  pubs_information: PubsInformationTable;
  quality_stat: QualityStatTable;
  sys_protocol: SysProtocolTable;
  pharmacopoeia_category: PharmacopoeiaCategoryTable;
  pharmacopoeia_monograph: PharmacopoeiaMonographTable;
  quality_standard: QualityStandardTable;
  lookup_token: LookupTokenTable;
  row_count: RowCountTable;
  search_index_version: SearchIndexVersionTable;
  shared_figures: SharedFiguresTable;
}
