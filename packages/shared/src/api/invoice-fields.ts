import { z } from 'zod';
import { INVOICE_TYPE } from '../enums/index';
import { ORDER_MESSAGES } from '../messages';
import { isUnifiedCreditCode } from '../validators/text-formats';
import { phoneOrLandline } from '../validators/phone';
import { INVOICE_MESSAGES } from './invoice-constants';
import { zCode, zOptText, zText } from './order-fields';

/**
 * The invoice's fields (§4): as the checkout keeps them on an order, and as an invoice request
 * (issue #23) asks for them — the request's stricter check is one refinement on top, so the
 * checkout's 支付确认后自动申请开票 can ask exactly what a request would.
 */

const VAT_SPECIAL: readonly number[] = [INVOICE_TYPE.VAT_SPECIAL_6, INVOICE_TYPE.VAT_SPECIAL_9, INVOICE_TYPE.VAT_SPECIAL_13];
export const isVatSpecial = (t: number) => VAT_SPECIAL.includes(t);

/** §4 invoice. Title always; tax number, bank, account, address and phone only for a VAT special invoice. */
export const invoiceInfoSchema = z
  .object({
    type: zCode(INVOICE_TYPE, '发票类型只能是 1-4'),
    title: zText(100, '发票抬头'),
    taxNo: z.string().trim().max(20, '税号不能超过20位').regex(/^[0-9A-Z]*$/, '税号只能包含数字和大写字母').default(''),
    bankName: zOptText(100, '开户银行'),
    bankAccount: z.string().trim().max(30, '银行账号不能超过30位').regex(/^[0-9 ]*$/, '银行账号只能包含数字').default(''),
    address: zOptText(200, '注册地址'),
    phone: z.string().trim().max(20, '注册电话有误').default(''),
  })
  .superRefine((v, ctx) => {
    if (!isVatSpecial(v.type)) return;
    for (const key of ['taxNo', 'bankName', 'bankAccount', 'address', 'phone'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: ORDER_MESSAGES.vatFieldRequired });
    }
    if (v.taxNo && !/^[0-9A-Z]{15,20}$/.test(v.taxNo)) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: '税号应为15-20位数字或大写字母' });
    const phone = v.phone ? phoneOrLandline(v.phone) : undefined;
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  });
export type InvoiceInfo = z.infer<typeof invoiceInfoSchema>;

/**
 * The buyer of an invoice: the checkout's invoice fields, and a taxpayer number, where given, that
 * passes the unified social credit code check of §5 (a company buyer; a 专用发票 always has one).
 */
export const invoiceBuyerSchema = invoiceInfoSchema.superRefine((v, ctx) => {
  if (v.taxNo && !isUnifiedCreditCode(v.taxNo)) ctx.addIssue({ code: 'custom', path: ['taxNo'], message: INVOICE_MESSAGES.taxNoInvalid });
});
export type InvoiceBuyerInput = z.input<typeof invoiceBuyerSchema>;

const issueKey = (i: { path: PropertyKey[]; message: string }) => `${i.path.map(String).join('.')}|${i.message}`;

/**
 * What an invoice request's check (invoiceBuyerSchema) says of a checkout's invoice beyond the
 * checkout's own invoice check: each issue once, by field (path inside the invoice).
 */
export function autoInvoiceIssues(invoice: unknown): { path: string[]; message: string }[] {
  const buyer = invoiceBuyerSchema.safeParse(invoice);
  if (buyer.success) return [];
  const reported = new Set((invoiceInfoSchema.safeParse(invoice).error?.issues ?? []).map(issueKey));
  return buyer.error.issues.filter((i) => !reported.has(issueKey(i))).map((i) => ({ path: i.path.map(String), message: i.message }));
}

/**
 * 支付确认后自动申请开票 (issue #23): with the mark, the checkout's invoice must be one an invoice
 * request takes; what the request's check adds to the checkout's own is reported under `invoice`.
 */
export function checkAutoInvoice(form: { autoInvoice: boolean; invoice: unknown }, ctx: z.RefinementCtx): void {
  if (!form.autoInvoice) return;
  for (const issue of autoInvoiceIssues(form.invoice)) ctx.addIssue({ code: 'custom', path: ['invoice', ...issue.path], message: issue.message });
}
