import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Orders from '../orders';
import type * as Pagination from '../pagination';
import type * as Reports from '../reports';

/**
 * Reports end to end: the institution issues one (issue #9/#11), reads an order's history,
 * replaces or revokes (staff, own institution); a member lists its own; anyone verifies a printed one.
 */
export const reportCalls = {
  /** The move that stamps the PDF and issues the report; answers the order as it now stands. */
  issueReport: postEndpoint<typeof Orders.issueReportBodySchema, Orders.OrderDetail>('/api/institutionOrder/issueReport'),
  /** Every report the order has had, newest first. */
  queryOrderReports: getEndpoint<typeof Reports.queryOrderReportsQuerySchema, Reports.InstitutionReport[]>('/api/institutionOrder/queryOrderReports'),
  /** The order's status stays; answers the order's reports as they now stand. */
  replaceReport: postEndpoint<typeof Reports.replaceReportBodySchema, Reports.InstitutionReport[]>('/api/institutionOrder/replaceReport'),
  revokeReport: postEndpoint<typeof Reports.revokeReportBodySchema, Reports.InstitutionReport[]>('/api/institutionOrder/revokeReport'),
  /** §7: the reports of my orders, newest first. */
  queryMyReport: getEndpoint<typeof Orders.queryMyReportQuerySchema, Pagination.PageResult<Orders.MyReport>>('/api/orderInfo/queryMyReport'),
  /** Public: whether a printed report is genuine and still valid. */
  verifyReport: getEndpoint<typeof Orders.verifyReportQuerySchema, Orders.ReportVerification>('/api/report/verifyReport'),
} as const;
