import {
  INVOICE_MESSAGES,
  adminInvoiceQuerySchema,
  deleteInvoiceTitleBodySchema,
  invoiceCalls as C,
  invoiceListQuerySchema,
  issueInvoiceBodySchema,
  orderInvoicesQuerySchema,
  requestInvoiceBodySchema,
  reverseInvoiceBodySchema,
  reverseInvoiceOnlyBodySchema,
  saveInvoiceTitleBodySchema,
} from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession, requireStaff } from '../../plugins/auth';
import { OPERATOR_ONLY } from '../audit/actor';

const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;
/** Staff of one institution, on that institution's invoices only. */
const STAFF = { auth: 'institution', ...OWNER_SCOPED } as const;

/** Issue #23, 发票: the member's requests, list and saved titles; the institution's queue and moves; the operators' list. */
const invoiceRoutes: FastifyPluginAsync = async (app) => {
  const { invoices, invoiceTitles } = app.services;
  const member = (req: { session: Parameters<typeof requireSession>[0] }) => requireSession(req.session).memberId;

  route(app, C.requestInvoice, { config: MEMBER_OWNED, schema: requestInvoiceBodySchema }, async (req) => ok(await invoices.request(member(req), req.body), INVOICE_MESSAGES.requested));
  route(app, C.getOrderInvoices, { config: MEMBER_OWNED, schema: orderInvoicesQuerySchema }, async (req) => ok(await invoices.ofMemberOrder(member(req), req.query.orderId)));
  route(app, C.getMyInvoices, { config: MEMBER_OWNED, schema: invoiceListQuerySchema }, async (req) => ok(await invoices.ofMember(member(req), req.query)));

  route(app, C.getInvoiceTitles, { config: MEMBER_OWNED }, async (req) => ok(await invoiceTitles.list(member(req))));
  route(app, C.saveInvoiceTitle, { config: MEMBER_OWNED, schema: saveInvoiceTitleBodySchema }, async (req) => ok(await invoiceTitles.save(member(req), req.body), INVOICE_MESSAGES.titleSaved));
  route(app, C.deleteInvoiceTitle, { config: MEMBER_OWNED, schema: deleteInvoiceTitleBodySchema }, async (req) => {
    await invoiceTitles.remove(member(req), req.body.id);
    return ok(null, INVOICE_MESSAGES.titleDeleted);
  });

  route(app, C.institutionGetInvoices, { config: STAFF, schema: invoiceListQuerySchema }, async (req) => ok(await invoices.ofInstitution(requireStaff(req.staff), req.query)));
  route(app, C.institutionGetOrderInvoices, { config: STAFF, schema: orderInvoicesQuerySchema }, async (req) => ok(await invoices.ofInstitutionOrder(requireStaff(req.staff), req.query.orderId)));
  route(app, C.issueInvoice, { config: STAFF, schema: issueInvoiceBodySchema }, async (req) => ok(await invoices.issue(requireStaff(req.staff), req.body), INVOICE_MESSAGES.issued));
  route(app, C.reverseInvoice, { config: STAFF, schema: reverseInvoiceBodySchema }, async (req) => ok(await invoices.reverse(requireStaff(req.staff), req.body), INVOICE_MESSAGES.reversed));
  route(app, C.reverseInvoiceOnly, { config: STAFF, schema: reverseInvoiceOnlyBodySchema }, async (req) =>
    ok(await invoices.reverseOnly(requireStaff(req.staff), req.body), INVOICE_MESSAGES.reversedOnly),
  );

  // Operators see every institution's invoices: not owner-scoped, the operator role is the gate.
  route(app, C.adminQueryInvoices, { config: OPERATOR_ONLY, schema: adminInvoiceQuerySchema }, async (req) => ok(await invoices.ofPlatform(req.query)));
};
export default invoiceRoutes;
