import { useState, type ReactNode } from 'react';
import { Alert, Button, Form, Input, Select } from 'antd';
import {
  addSettleCompanyBodySchema as body,
  email,
  mobile,
  PROVINCES,
  required,
  RETCODE,
  unifiedCreditCode,
  type AddSettleCompanyBody,
  type SettleApplicationReceipt,
} from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { ruleOf } from '@/lib/form-rules';
import { addSettleCompany } from '../api/add-settle-company';
import { useTestItems } from '../api/get-test-item-list';
import { useServiceCategories } from '../api/query-service-category';
import { useLicenceOcr } from '../hooks/use-licence-ocr';
import { schemaRule } from '@/lib/form-rules';
import { attachmentRule, cnasTogether, unifyCodeServerRule } from './settlement-rules';
import { SettlementScope } from './settlement-scope';
import styles from './settlement.module.css';

type Values = Required<AddSettleCompanyBody>;

/** Images and PDF scans: a licence or certificate is often scanned to PDF. */
const ATTACHMENT_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
const shape = body.shape;

type ItemRules = Parameters<typeof Form.Item>[0]['rules'];

function Attachment({ name, label, extra, rules }: { name: keyof Values; label: string; extra: ReactNode; rules: ItemRules }) {
  return (
    <Form.Item name={name} label={label} extra={extra} required={name !== 'cnasCertUrl'} rules={rules} initialValue="">
      <Uploader scene="settlement" max={1} accept={ATTACHMENT_TYPES} canReplace />
    </Form.Item>
  );
}

/**
 * /organization/settlement: the application to join (anonymous). Every field of the
 * contract with the §5 rules; the credit code is checked with the server on blur.
 */
export function SettlementForm({ onSubmitted }: { onSubmitted: (receipt: SettleApplicationReceipt, values: Values) => void }) {
  const [form] = Form.useForm<Values>();
  const categories = useServiceCategories();
  const items = useTestItems();
  const [unifyCodeRule] = useState(unifyCodeServerRule);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ocr = useLicenceOcr(form);

  const submit = async (values: Values) => {
    setBusy(true);
    setRefusal(null);
    try {
      const result = await addSettleCompany({ ...values, cnasCertNo: values.cnasCertNo ?? '', cnasCertUrl: values.cnasCertUrl ?? '' });
      if (result.retcode === RETCODE.SUCCESS && result.data) onSubmitted(result.data, values);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  return (
    <Form<Values>
      form={form}
      name="settlement"
      className={styles.form}
      labelCol={{ flex: '150px' }}
      wrapperCol={{ flex: 1 }}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void submit(values)}
      onValuesChange={(changed: Partial<Values>) => {
        if ('licenseUrl' in changed) void ocr.read(changed.licenseUrl ?? '');
      }}
      scrollToFirstError
    >
      <h3 className={styles.group}>企业信息</h3>
      <Form.Item name="companyName" label="企业名称" required validateFirst rules={[ruleOf(required), schemaRule(shape.companyName)]}>
        <Input placeholder="与营业执照一致的企业名称" maxLength={100} />
      </Form.Item>
      <Form.Item
        name="unifyCode"
        label="统一社会信用代码"
        required
        validateFirst
        normalize={(value: string) => value.toUpperCase().trim()}
        rules={[ruleOf(required, unifiedCreditCode), unifyCodeRule]}
      >
        <Input placeholder="18位统一社会信用代码" maxLength={18} />
      </Form.Item>
      <Attachment
        name="licenseUrl"
        label="营业执照"
        extra={ocr.note ? <span data-testid="licence-ocr-note">{ocr.note.text}</span> : '上传营业执照扫描件，支持 jpg、png、gif、pdf；图片可自动识别企业名称和信用代码'}
        rules={[attachmentRule]}
      />

      <h3 className={styles.group}>资质证书</h3>
      <Form.Item name="cmaCertNo" label="CMA证书编号" required validateFirst rules={[ruleOf(required), schemaRule(shape.cmaCertNo)]}>
        <Input placeholder="检验检测机构资质认定证书编号" maxLength={40} />
      </Form.Item>
      <Attachment name="cmaCertUrl" label="CMA证书" extra="CMA 为必备资质：检测报告须加盖 CMA 章" rules={[attachmentRule]} />
      <Form.Item
        name="cnasCertNo"
        label="CNAS证书编号"
        initialValue=""
        dependencies={['cnasCertUrl']}
        rules={[schemaRule(shape.cnasCertNo), cnasTogether('cnasCertUrl')]}
      >
        <Input placeholder="选填，如 CNAS L1234" maxLength={40} />
      </Form.Item>
      <Attachment name="cnasCertUrl" label="CNAS证书" extra="选填；填写了编号则须上传证书图片" rules={[cnasTogether('cnasCertNo')]} />

      <h3 className={styles.group}>联系方式</h3>
      <Form.Item name="contactName" label="联系人" required validateFirst rules={[ruleOf(required), schemaRule(shape.contactName)]}>
        <Input placeholder="负责入驻事宜的联系人" maxLength={30} />
      </Form.Item>
      <Form.Item name="mobile" label="手机号" required rules={[ruleOf(mobile)]} extra="查询申请进度时需要用到">
        <Input placeholder="11位手机号" maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item name="email" label="电子邮箱" required rules={[ruleOf(required, email)]}>
        <Input placeholder="用于接收审核结果" maxLength={100} />
      </Form.Item>
      <Form.Item label="所在地区" required>
        <div className={styles.place}>
          <Form.Item name="province" noStyle rules={[ruleOf(required)]}>
            <Select aria-label="省份" placeholder="省份" showSearch options={PROVINCES.map((p) => ({ value: p, label: p }))} className={styles.province} />
          </Form.Item>
          <Form.Item name="city" noStyle validateFirst rules={[ruleOf(required), schemaRule(shape.city)]}>
            <Input aria-label="城市" placeholder="城市" maxLength={20} className={styles.city} />
          </Form.Item>
        </div>
      </Form.Item>
      <Form.Item name="address" label="详细地址" required validateFirst rules={[ruleOf(required), schemaRule(shape.address)]}>
        <Input placeholder="实验室所在的详细地址" maxLength={200} />
      </Form.Item>

      <h3 className={styles.group}>检测范围</h3>
      <SettlementScope categories={categories.data ?? []} items={items.data ?? []} />
      <Form.Item name="intro" label="机构简介" required validateFirst rules={[ruleOf(required), schemaRule(shape.intro)]}>
        <Input.TextArea rows={5} maxLength={2000} showCount placeholder="机构概况、仪器设备、优势项目等，审核通过后展示在机构详情页" />
      </Form.Item>

      {refusal ? <Alert className={styles.refusal} type="error" showIcon title={refusal} data-testid="settlement-refusal" /> : null}
      <Form.Item label=" " colon={false}>
        <Button type="primary" htmlType="submit" size="large" loading={busy} className={styles.submit}>
          提交入驻申请
        </Button>
      </Form.Item>
    </Form>
  );
}
