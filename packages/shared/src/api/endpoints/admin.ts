import type * as Admin from '../admin';
import type * as Products from '../products';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `adminCalls`: Issue #11, the operator console's reviews and figures (every call operator-only, every decision in the audit log).
 * @tcm/shared re-exports this file as a namespace (`export * as adminCalls`), so a page carries only
 * the descriptors it uses.
 */

export const settlementQuery = getEndpoint<typeof Admin.adminSettlementQuerySchema, Admin.AdminSettlementPage>('/api/admin/settlement/query');
/** Everything the applicant submitted, the private attachments with short-lived signed links. */
export const getSettlement = getEndpoint<typeof Admin.adminIdQuerySchema, Admin.AdminSettlementDetail>('/api/admin/settlement/getSettlement');
/** Creates the institution and its first staff account. */
export const settlementApprove = postEndpoint<typeof Admin.adminIdBodySchema, Admin.AdminSettlementApproval>('/api/admin/settlement/approve');
export const settlementReject = postEndpoint<typeof Admin.adminRejectBodySchema, null>('/api/admin/settlement/reject');

export const queryRealName = getEndpoint<typeof Admin.adminRealNameQuerySchema, Admin.AdminRealNamePage>('/api/admin/member/queryRealName');
export const approveRealName = postEndpoint<typeof Admin.adminMemberBodySchema, null>('/api/admin/member/approveRealName');
export const rejectRealName = postEndpoint<typeof Admin.adminRejectRealNameBodySchema, null>('/api/admin/member/rejectRealName');

export const evaluationQuery = getEndpoint<typeof Admin.adminEvaluationQuerySchema, Admin.AdminEvaluationPage>('/api/admin/evaluation/query');
export const evaluationApprove = postEndpoint<typeof Admin.adminIdBodySchema, null>('/api/admin/evaluation/approve');
export const evaluationReject = postEndpoint<typeof Admin.adminRejectBodySchema, null>('/api/admin/evaluation/reject');

/** Quality-inspection applications (/examine). */
export const qualityInfoQuery = getEndpoint<typeof Admin.adminQualityInfoQuerySchema, Admin.AdminQualityInfoPage>('/api/admin/qualityInfo/query');
/** Moves a quality-inspection application on, with a note. */
export const mark = postEndpoint<typeof Admin.adminQualityMarkBodySchema, null>('/api/admin/qualityInfo/mark');

export const productQuery = getEndpoint<typeof Admin.adminProductQuerySchema, Admin.AdminProductPage>('/api/admin/product/query');
export const productApprove = postEndpoint<typeof Admin.adminIdBodySchema, Products.ProductMoveResult>('/api/admin/product/approve');
export const productReject = postEndpoint<typeof Admin.adminRejectBodySchema, Products.ProductMoveResult>('/api/admin/product/reject');

export const dashboard = getEndpoint<undefined, Admin.AdminDashboard>('/api/admin/dashboard');
/** Issue #21: failure rates by item, herb and month over the last 12 months (kept apart: the tally is heavy, computed every few minutes). */
export const failureRates = getEndpoint<undefined, Admin.AdminFailureRates>('/api/admin/failureRates');
