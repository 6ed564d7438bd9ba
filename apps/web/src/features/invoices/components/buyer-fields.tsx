import { Form, type FormInstance, Input, Select } from 'antd';
import { INVOICE_TYPE_OPTIONS, type InvoiceBuyerInput, invoiceBuyerSchema, isVatSpecial } from '@tcm/shared';

/** The buyer's fields of an invoice request or a saved title, under `buyer` in the form. */
export function BuyerFields() {
  const type = Number(Form.useWatch(['buyer', 'type']) ?? 1);
  const vat = isVatSpecial(type);
  return (
    <>
      <Form.Item name={['buyer', 'type']} label="发票类型" initialValue={1}>
        <Select options={INVOICE_TYPE_OPTIONS.map((o) => ({ ...o }))} aria-label="发票类型" />
      </Form.Item>
      <Form.Item name={['buyer', 'title']} label="发票抬头" required>
        <Input maxLength={100} placeholder="单位全称或个人姓名" />
      </Form.Item>
      <Form.Item name={['buyer', 'taxNo']} label="纳税人识别号" required={vat} extra={vat ? undefined : '单位抬头请填写统一社会信用代码，个人可不填'}>
        <Input maxLength={20} placeholder="统一社会信用代码（18位）" />
      </Form.Item>
      {vat ? (
        <>
          <Form.Item name={['buyer', 'address']} label="注册地址" required>
            <Input maxLength={200} />
          </Form.Item>
          <Form.Item name={['buyer', 'phone']} label="注册电话" required>
            <Input maxLength={20} />
          </Form.Item>
          <Form.Item name={['buyer', 'bankName']} label="开户银行" required>
            <Input maxLength={100} />
          </Form.Item>
          <Form.Item name={['buyer', 'bankAccount']} label="银行账号" required>
            <Input maxLength={30} />
          </Form.Item>
        </>
      ) : null}
    </>
  );
}

/**
 * Checks the buyer against the contract's own schema (the server's messages, field by field) and
 * answers it, or marks the fields and answers null.
 */
export function checkedBuyer(form: FormInstance): InvoiceBuyerInput | null {
  const buyer = { type: 1, title: '', taxNo: '', address: '', phone: '', bankName: '', bankAccount: '', ...(form.getFieldValue('buyer') ?? {}) };
  const parsed = invoiceBuyerSchema.safeParse(buyer);
  const fields = ['type', 'title', 'taxNo', 'address', 'phone', 'bankName', 'bankAccount'];
  const errors = new Map<string, string>();
  if (!parsed.success) for (const issue of parsed.error.issues) if (!errors.has(String(issue.path[0]))) errors.set(String(issue.path[0]), issue.message);
  form.setFields(fields.map((f) => ({ name: ['buyer', f], errors: errors.has(f) ? [errors.get(f)!] : [] })));
  return parsed.success ? buyer : null;
}
