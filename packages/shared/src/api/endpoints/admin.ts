import type {
  AdminDashboard,
  AdminEvaluationPage,
  AdminProductPage,
  AdminQualityInfoPage,
  AdminRealNamePage,
  AdminSettlementApproval,
  AdminSettlementDetail,
  AdminSettlementPage,
  adminEvaluationQuerySchema,
  adminIdBodySchema,
  adminIdQuerySchema,
  adminMemberBodySchema,
  adminProductQuerySchema,
  adminQualityInfoQuerySchema,
  adminQualityMarkBodySchema,
  adminRealNameQuerySchema,
  adminRejectBodySchema,
  adminRejectRealNameBodySchema,
  adminSettlementQuerySchema,
} from '../admin';
import type { ProductMoveResult } from '../products';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the operator console's reviews and figures (every call operator-only, every decision in the audit log). */
export const adminCalls = {
  settlementQuery: getEndpoint<typeof adminSettlementQuerySchema, AdminSettlementPage>('/api/admin/settlement/query'),
  /** Everything the applicant submitted, the private attachments with short-lived signed links. */
  getSettlement: getEndpoint<typeof adminIdQuerySchema, AdminSettlementDetail>('/api/admin/settlement/getSettlement'),
  /** Creates the institution and its first staff account. */
  settlementApprove: postEndpoint<typeof adminIdBodySchema, AdminSettlementApproval>('/api/admin/settlement/approve'),
  settlementReject: postEndpoint<typeof adminRejectBodySchema, null>('/api/admin/settlement/reject'),

  queryRealName: getEndpoint<typeof adminRealNameQuerySchema, AdminRealNamePage>('/api/admin/member/queryRealName'),
  approveRealName: postEndpoint<typeof adminMemberBodySchema, null>('/api/admin/member/approveRealName'),
  rejectRealName: postEndpoint<typeof adminRejectRealNameBodySchema, null>('/api/admin/member/rejectRealName'),

  evaluationQuery: getEndpoint<typeof adminEvaluationQuerySchema, AdminEvaluationPage>('/api/admin/evaluation/query'),
  evaluationApprove: postEndpoint<typeof adminIdBodySchema, null>('/api/admin/evaluation/approve'),
  evaluationReject: postEndpoint<typeof adminRejectBodySchema, null>('/api/admin/evaluation/reject'),

  /** Quality-inspection applications (/examine). */
  qualityInfoQuery: getEndpoint<typeof adminQualityInfoQuerySchema, AdminQualityInfoPage>('/api/admin/qualityInfo/query'),
  /** Moves a quality-inspection application on, with a note. */
  mark: postEndpoint<typeof adminQualityMarkBodySchema, null>('/api/admin/qualityInfo/mark'),

  productQuery: getEndpoint<typeof adminProductQuerySchema, AdminProductPage>('/api/admin/product/query'),
  productApprove: postEndpoint<typeof adminIdBodySchema, ProductMoveResult>('/api/admin/product/approve'),
  productReject: postEndpoint<typeof adminRejectBodySchema, ProductMoveResult>('/api/admin/product/reject'),

  dashboard: getEndpoint<undefined, AdminDashboard>('/api/admin/dashboard'),
} as const;
