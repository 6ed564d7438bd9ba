import { Checkbox, Form, Input, Radio, Select } from 'antd';
import {
  contactInfoSchema,
  INVOICE_TYPE_OPTIONS,
  invoiceInfoSchema,
  isVatSpecial,
  QUALIFICATION_FLAG_OPTIONS,
  sampleInfoSchema,
  URGENT_FLAG_OPTIONS,
  URGENT_SURCHARGE_PERCENT,
  type UrgentFlag,
} from '@tcm/shared';
import { schemaRule } from '@/lib/form-rules';
import { useTestBasis } from '../api/get-test-basis';
import { autoInvoiceRule } from './auto-invoice-rule';
import { vatRequired } from './vat-rule';
import styles from './orders.module.css';

const s = sampleInfoSchema.shape;
const c = contactInfoSchema.shape;
const max = (n: number, label: string) => ({ max: n, message: `${label}不能超过${n}个字` });
const urgentOptions = URGENT_FLAG_OPTIONS.map((o) => ({
  value: o.value,
  label: URGENT_SURCHARGE_PERCENT[o.value as UrgentFlag] ? `${o.label}（+${URGENT_SURCHARGE_PERCENT[o.value as UrgentFlag]}%）` : o.label,
}));

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.sectionTitle}>{title}</legend>
      {children}
    </fieldset>
  );
}

/**
 * The order's own fields (checkout and edit-and-resubmit): sample, requirements, invoice (the
 * special-VAT fields only when such an invoice is chosen), contact and return address, remarks.
 * Rules come from the contract's zod fields, so the form says what the server would.
 * `contactExtra`: shown above the contact (checkout's recently used addresses); `invoiceExtra`: shown
 * above the invoice while 支付确认后自动申请开票 is checked (checkout's saved invoice titles).
 */
export function OrderFormFields({ contactExtra, invoiceExtra }: { contactExtra?: React.ReactNode; invoiceExtra?: React.ReactNode } = {}) {
  // The editions the server offers (getTestBasis), not a list of ours: a new pharmacopoeia is one change there.
  const testBases = (useTestBasis().data ?? []).map((o) => ({ value: o.value, label: o.label }));
  return (
    <>
      <Section title="样品信息">
        <div className={styles.grid}>
          <Form.Item name={['sample', 'name']} label="样品名称" required rules={[schemaRule(s.name)]}>
            <Input placeholder="如：黄芪饮片" />
          </Form.Item>
          <Form.Item name={['sample', 'variety']} label="品种" required rules={[schemaRule(s.variety)]}>
            <Input placeholder="如：黄芪" />
          </Form.Item>
          <Form.Item name={['sample', 'batchNo']} label="批号" rules={[max(40, '批号')]}>
            <Input />
          </Form.Item>
          <Form.Item name={['sample', 'quantity']} label="样品数量" required rules={[schemaRule(s.quantity)]}>
            <Input placeholder="如：500g × 3袋" />
          </Form.Item>
          <Form.Item name={['sample', 'packing']} label="包装" rules={[max(40, '包装')]}>
            <Input placeholder="如：密封袋" />
          </Form.Item>
          <Form.Item name={['sample', 'storage']} label="储存条件" rules={[max(40, '储存条件')]}>
            <Input placeholder="如：阴凉干燥处" />
          </Form.Item>
          <Form.Item name={['sample', 'origin']} label="产地" rules={[max(40, '产地')]}>
            <Input placeholder="如：甘肃陇西" />
          </Form.Item>
          <Form.Item name={['sample', 'supplier']} label="供应商" rules={[max(60, '供应商')]}>
            <Input placeholder="如：陇西某药材合作社（质量分析按供应商统计）" />
          </Form.Item>
        </div>
        <Form.Item name={['sample', 'returnSample']} label="检后样品" rules={[{ required: true, message: '请选择是否退回样品' }]}>
          <Radio.Group options={[{ value: false, label: '不退回（由机构处置）' }, { value: true, label: '退回样品' }]} />
        </Form.Item>
      </Section>
      <Section title="检测要求">
        <Form.Item name="urgentFlag" label="加急">
          <Radio.Group options={urgentOptions} />
        </Form.Item>
        <Form.Item name="testingBasis" label="检测依据">
          <Radio.Group options={testBases} />
        </Form.Item>
        <Form.Item name="qualification" label="资质要求">
          <Radio.Group options={QUALIFICATION_FLAG_OPTIONS.map((o) => ({ ...o }))} />
        </Form.Item>
      </Section>
      <Section title="发票信息">
        <InvoiceFields extra={invoiceExtra} />
      </Section>
      <Section title="联系人与回寄地址">
        {contactExtra}
        <div className={styles.grid}>
          <Form.Item name={['contact', 'name']} label="联系人" required rules={[schemaRule(c.name)]}>
            <Input />
          </Form.Item>
          <Form.Item name={['contact', 'phone']} label="联系电话" required rules={[schemaRule(c.phone)]}>
            <Input placeholder="手机号或座机号" />
          </Form.Item>
        </div>
        <Form.Item name={['contact', 'address']} label="回寄地址" required rules={[schemaRule(c.address)]}>
          <Input placeholder="退回样品与纸质报告寄往此地址" />
        </Form.Item>
        <Form.Item name="remark" label="备注" rules={[max(500, '备注')]}>
          <Input.TextArea rows={3} showCount maxLength={500} />
        </Form.Item>
      </Section>
    </>
  );
}

const AUTO_FIELDS = ['autoInvoice'];

/**
 * The invoice. With 支付确认后自动申请开票 checked (issue #23) it is what an invoice request takes
 * (autoInvoiceRule), and a 普通发票 shows its taxpayer number too; unchecked it is as it always was.
 */
function InvoiceFields({ extra }: { extra?: React.ReactNode }) {
  const type = Number(Form.useWatch(['invoice', 'type']) ?? 1);
  const auto = Form.useWatch('autoInvoice') === true;
  const vat = isVatSpecial(type);
  return (
    <>
      <Form.Item name="autoInvoice" valuePropName="checked" extra={auto ? '订单支付确认后，将按以下发票信息自动提交开票申请' : undefined}>
        <Checkbox>支付确认后自动申请开票</Checkbox>
      </Form.Item>
      {auto ? extra : null}
      <div className={styles.grid}>
        <Form.Item name={['invoice', 'type']} label="发票类型">
          <Select options={INVOICE_TYPE_OPTIONS.map((o) => ({ ...o }))} aria-label="发票类型" />
        </Form.Item>
        <Form.Item name={['invoice', 'title']} label="发票抬头" dependencies={AUTO_FIELDS} rules={[{ required: true, whitespace: true, message: '该项必填' }, max(100, '发票抬头'), autoInvoiceRule('title')]}>
          <Input />
        </Form.Item>
      </div>
      {auto && !vat ? (
        <div className={styles.grid}>
          <Form.Item name={['invoice', 'taxNo']} label="税号" dependencies={AUTO_FIELDS} extra="单位抬头请填写统一社会信用代码，个人可不填" rules={[schemaRule(invoiceInfoSchema.shape.taxNo), autoInvoiceRule('taxNo')]}>
            <Input maxLength={20} placeholder="统一社会信用代码（18位）" />
          </Form.Item>
        </div>
      ) : null}
      {vat ? (
        <div className={styles.grid} data-testid="vat-fields">
          <Form.Item name={['invoice', 'taxNo']} label="税号" required dependencies={AUTO_FIELDS} rules={[vatRequired, { pattern: /^[0-9A-Z]{15,20}$/, message: '税号应为15-20位数字或大写字母' }, autoInvoiceRule('taxNo')]}>
            <Input />
          </Form.Item>
          <Form.Item name={['invoice', 'bankName']} label="开户银行" required dependencies={AUTO_FIELDS} rules={[vatRequired, max(100, '开户银行'), autoInvoiceRule('bankName')]}>
            <Input />
          </Form.Item>
          <Form.Item name={['invoice', 'bankAccount']} label="银行账号" required dependencies={AUTO_FIELDS} rules={[vatRequired, { pattern: /^[0-9 ]*$/, message: '银行账号只能包含数字' }, autoInvoiceRule('bankAccount')]}>
            <Input />
          </Form.Item>
          <Form.Item name={['invoice', 'phone']} label="注册电话" required dependencies={AUTO_FIELDS} rules={[vatRequired, autoInvoiceRule('phone')]}>
            <Input />
          </Form.Item>
          <Form.Item name={['invoice', 'address']} label="注册地址" required dependencies={AUTO_FIELDS} rules={[vatRequired, max(200, '注册地址'), autoInvoiceRule('address')]} className={styles.wide}>
            <Input />
          </Form.Item>
        </div>
      ) : null}
    </>
  );
}
