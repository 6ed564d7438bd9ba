import type * as Admin from '../admin';
import type * as Products from '../products';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the operator console's reviews and figures (every call operator-only, every decision in the audit log). */
export const adminCalls = {
  settlementQuery: getEndpoint<typeof Admin.adminSettlementQuerySchema, Admin.AdminSettlementPage>('/api/admin/settlement/query'),
  /** Everything the applicant submitted, the private attachments with short-lived signed links. */
  getSettlement: getEndpoint<typeof Admin.adminIdQuerySchema, Admin.AdminSettlementDetail>('/api/admin/settlement/getSettlement'),
  /** Creates the institution and its first staff account. */
  settlementApprove: postEndpoint<typeof Admin.adminIdBodySchema, Admin.AdminSettlementApproval>('/api/admin/settlement/approve'),
  settlementReject: postEndpoint<typeof Admin.adminRejectBodySchema, null>('/api/admin/settlement/reject'),

  queryRealName: getEndpoint<typeof Admin.adminRealNameQuerySchema, Admin.AdminRealNamePage>('/api/admin/member/queryRealName'),
  approveRealName: postEndpoint<typeof Admin.adminMemberBodySchema, null>('/api/admin/member/approveRealName'),
  rejectRealName: postEndpoint<typeof Admin.adminRejectRealNameBodySchema, null>('/api/admin/member/rejectRealName'),

  evaluationQuery: getEndpoint<typeof Admin.adminEvaluationQuerySchema, Admin.AdminEvaluationPage>('/api/admin/evaluation/query'),
  evaluationApprove: postEndpoint<typeof Admin.adminIdBodySchema, null>('/api/admin/evaluation/approve'),
  evaluationReject: postEndpoint<typeof Admin.adminRejectBodySchema, null>('/api/admin/evaluation/reject'),

  /** Quality-inspection applications (/examine). */
  qualityInfoQuery: getEndpoint<typeof Admin.adminQualityInfoQuerySchema, Admin.AdminQualityInfoPage>('/api/admin/qualityInfo/query'),
  /** Moves a quality-inspection application on, with a note. */
  mark: postEndpoint<typeof Admin.adminQualityMarkBodySchema, null>('/api/admin/qualityInfo/mark'),

  productQuery: getEndpoint<typeof Admin.adminProductQuerySchema, Admin.AdminProductPage>('/api/admin/product/query'),
  productApprove: postEndpoint<typeof Admin.adminIdBodySchema, Products.ProductMoveResult>('/api/admin/product/approve'),
  productReject: postEndpoint<typeof Admin.adminRejectBodySchema, Products.ProductMoveResult>('/api/admin/product/reject'),

  dashboard: getEndpoint<undefined, Admin.AdminDashboard>('/api/admin/dashboard'),
} as const;
