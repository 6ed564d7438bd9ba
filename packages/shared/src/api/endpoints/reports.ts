import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Moves from '../institution-moves';
import type * as Orders from '../orders';
import type * as Pagination from '../pagination';
import type * as Reports from '../reports';

/**
 * `reportCalls`: * Reports end to end: the institution issues one (issue #9/#11), reads an order's history,
 * replaces or revokes (staff, own institution); a member lists its own; anyone verifies a printed one.
 * @tcm/shared re-exports this file as a namespace (`export * as reportCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The move that stamps the PDF and issues the report; answers the order as it now stands. */
export const issueReport = postEndpoint<typeof Moves.issueReportBodySchema, Orders.OrderDetail>('/api/institutionOrder/issueReport');
/** Every report the order has had, newest first. */
export const queryOrderReports = getEndpoint<typeof Reports.queryOrderReportsQuerySchema, Reports.InstitutionReport[]>('/api/institutionOrder/queryOrderReports');
/** The order's status stays; answers the order's reports as they now stand. */
export const replaceReport = postEndpoint<typeof Reports.replaceReportBodySchema, Reports.InstitutionReport[]>('/api/institutionOrder/replaceReport');
export const revokeReport = postEndpoint<typeof Reports.revokeReportBodySchema, Reports.InstitutionReport[]>('/api/institutionOrder/revokeReport');
/** §7: the reports of my orders, newest first. */
export const queryMyReport = getEndpoint<typeof Orders.queryMyReportQuerySchema, Pagination.PageResult<Orders.MyReport>>('/api/orderInfo/queryMyReport');
/** Public: whether a printed report is genuine and still valid. */
export const verifyReport = getEndpoint<typeof Orders.verifyReportQuerySchema, Orders.ReportVerification>('/api/report/verifyReport');
