import type { RuleRender } from 'antd/es/form';
import { autoInvoiceIssues } from '@tcm/shared';

const BLANK = { type: 1, title: '', taxNo: '', bankName: '', bankAccount: '', address: '', phone: '' };

/**
 * 支付确认后自动申请开票 checked: the invoice field `field` must also pass what an invoice request
 * asks (the contract's own check, e.g. the §5 code of a taxpayer number), with the server's words.
 * Unchecked it asks nothing, so the checkout is as it was.
 */
export const autoInvoiceRule =
  (field: string): RuleRender =>
  (form) => ({
    validator: () => {
      if (!form.getFieldValue('autoInvoice')) return Promise.resolve();
      const invoice: unknown = { ...BLANK, ...(form.getFieldValue('invoice') as object | undefined) };
      const issue = autoInvoiceIssues(invoice).find((i) => i.path[0] === field);
      return issue ? Promise.reject(new Error(issue.message)) : Promise.resolve();
    },
  });
