import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { PROVINCES, RETCODE, type AddSettleCompanyBody, type SettleApplicationReceipt } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Alert } from '@/components/lite/alert/alert';
import { Button } from '@/components/lite/button/button';
import { Field } from '@/components/lite/field/field';
import { Select } from '@/components/lite/select/select';
import { TextArea } from '@/components/lite/text-area/text-area';
import { UploadField } from '@/components/uploader/upload-field';
import { useLiteForm } from '@/lib/lite-form';
import { addSettleCompany } from '../api/add-settle-company';
import { useTestItems } from '../api/get-test-item-list';
import { useServiceCategories } from '../api/query-service-category';
import { useLicenceOcr } from '../hooks/use-licence-ocr';
import { certNo, cnasIncomplete, SETTLEMENT_RULES, unifyCodeCheck } from './settlement-rules';
import { SettlementScope } from './settlement-scope';
import styles from './settlement.module.css';

type Values = Required<AddSettleCompanyBody>;
type Attachment = 'licenseUrl' | 'cmaCertUrl' | 'cnasCertUrl';

/** Images and PDF scans: a licence or certificate is often scanned to PDF. */
const ATTACHMENT_TYPES = ['jpg', 'jpeg', 'png', 'gif', 'pdf'] as const;
const PROVINCE_OPTIONS = PROVINCES.map((p) => ({ value: p, label: p }));

const EMPTY = {
  companyName: '',
  unifyCode: '',
  licenseUrl: '',
  cmaCertNo: '',
  cmaCertUrl: '',
  cnasCertNo: '',
  cnasCertUrl: '',
  contactName: '',
  mobile: '',
  email: '',
  province: '',
  city: '',
  address: '',
  /** The chosen ids, comma-joined (requiredList takes a non-empty string). */
  categoryIds: '',
  testItemIds: '',
  intro: '',
};

const idList = (text: string) => (text ? text.split(',').map(Number) : []);

/**
 * /organization/settlement: the application to join (anonymous). Every field of the
 * contract with the §5 rules; the credit code is checked with the server on blur.
 * Plain elements (issue #18): the page loads without antd.
 */
export function SettlementForm({ onSubmitted }: { onSubmitted: (receipt: SettleApplicationReceipt, values: Values) => void }) {
  const categories = useServiceCategories();
  const items = useTestItems();
  const [checkCode] = useState(unifyCodeCheck);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useLiteForm(EMPTY, SETTLEMENT_RULES);

  /** The CNAS number and image go together: after either changes, and on submit. */
  const checkCnas = (changed?: 'cnasCertNo' | 'cnasCertUrl') => {
    const no = form.get('cnasCertNo');
    const url = form.get('cnasCertUrl');
    if (changed !== 'cnasCertUrl' || form.errors.cnasCertNo) form.setError('cnasCertNo', certNo(no) ?? cnasIncomplete(no, url));
    if (changed !== 'cnasCertNo' || form.errors.cnasCertUrl) form.setError('cnasCertUrl', cnasIncomplete(url, no));
  };

  /** The server's word on the code (on blur, after OCR, before sending): shown under the field. */
  const serverCheck = async (code: string) => {
    const message = await checkCode(code);
    if (message && form.get('unifyCode') === code) form.setError('unifyCode', message);
    return message;
  };
  const ocr = useLicenceOcr({
    get: form.get,
    fill: (name, value) => {
      form.setValue(name, name === 'unifyCode' ? value.toUpperCase().trim() : value);
      if (name === 'unifyCode') void serverCheck(form.get('unifyCode'));
    },
  });

  const setAttachment = (name: Attachment, value: string) => {
    form.setValue(name, value);
    if (name === 'licenseUrl') void ocr.read(value);
    if (name === 'cnasCertUrl') checkCnas(name);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const valid = form.validate();
    checkCnas();
    const values = valid && !cnasIncomplete(valid.cnasCertNo, valid.cnasCertUrl) && !cnasIncomplete(valid.cnasCertUrl, valid.cnasCertNo) ? valid : null;
    const codeRefusal = values ? await serverCheck(values.unifyCode) : undefined;
    if (!values || codeRefusal) {
      // antd's scrollToFirstError.
      requestAnimationFrame(() => formRef.current?.querySelector('[role="alert"]')?.scrollIntoView({ block: 'center' }));
      return;
    }
    const body: Values = { ...values, categoryIds: idList(values.categoryIds), testItemIds: idList(values.testItemIds) };
    setBusy(true);
    setRefusal(null);
    try {
      const result = await addSettleCompany(body);
      if (result.retcode === RETCODE.SUCCESS && result.data) onSubmitted(result.data, body);
      else setRefusal(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    } finally {
      setBusy(false);
    }
  };

  const text = (name: keyof typeof EMPTY, label: string, props: { placeholder: string; maxLength: number }) => (
    <Field layout="horizontal" id={form.idOf(name)} label={label} required error={form.errors[name]}>
      <AffixInput {...form.input(name)} placeholder={props.placeholder} maxLength={props.maxLength} />
    </Field>
  );
  const attachment = (name: Attachment, label: string, extra: ReactNode) => (
    <UploadField
      layout="horizontal"
      id={form.idOf(name)}
      label={label}
      required={name !== 'cnasCertUrl'}
      error={form.errors[name]}
      extra={extra}
      scene="settlement"
      max={1}
      accept={ATTACHMENT_TYPES}
      canReplace
      value={form.values[name]}
      onChange={(v) => setAttachment(name, v)}
    />
  );
  const code = form.input('unifyCode');

  return (
    <form ref={formRef} noValidate className={styles.form} aria-label="检测机构入驻申请" onSubmit={(event) => void submit(event)}>
      <h2 className={styles.group}>企业信息</h2>
      {text('companyName', '企业名称', { placeholder: '与营业执照一致的企业名称', maxLength: 100 })}
      <Field layout="horizontal" id={code.id} label="统一社会信用代码" required error={form.errors.unifyCode}>
        <AffixInput
          {...code}
          onChange={(event) => form.setValue('unifyCode', event.target.value.toUpperCase().trim())}
          onBlur={() => void serverCheck(form.get('unifyCode'))}
          placeholder="18位统一社会信用代码"
          maxLength={18}
        />
      </Field>
      {attachment(
        'licenseUrl',
        '营业执照',
        ocr.note ? <span data-testid="licence-ocr-note">{ocr.note.text}</span> : '上传营业执照扫描件，支持 jpg、png、gif、pdf；图片可自动识别企业名称和信用代码',
      )}

      <h2 className={styles.group}>资质证书</h2>
      {text('cmaCertNo', 'CMA证书编号', { placeholder: '检验检测机构资质认定证书编号', maxLength: 40 })}
      {attachment('cmaCertUrl', 'CMA证书', 'CMA 为必备资质：检测报告须加盖 CMA 章')}
      <Field layout="horizontal" id={form.idOf('cnasCertNo')} label="CNAS证书编号" error={form.errors.cnasCertNo}>
        <AffixInput
          {...form.input('cnasCertNo')}
          onChange={(event) => {
            form.setValue('cnasCertNo', event.target.value);
            checkCnas('cnasCertNo');
          }}
          placeholder="选填，如 CNAS L1234"
          maxLength={40}
        />
      </Field>
      {attachment('cnasCertUrl', 'CNAS证书', '选填；填写了编号则须上传证书图片')}

      <h2 className={styles.group}>联系方式</h2>
      {text('contactName', '联系人', { placeholder: '负责入驻事宜的联系人', maxLength: 30 })}
      <Field layout="horizontal" id={form.idOf('mobile')} label="手机号" required error={form.errors.mobile} extra="查询申请进度时需要用到">
        <AffixInput {...form.input('mobile')} placeholder="11位手机号" maxLength={11} inputMode="tel" />
      </Field>
      {text('email', '电子邮箱', { placeholder: '用于接收审核结果', maxLength: 100 })}
      <Field layout="horizontal" id={form.idOf('province')} label="所在地区" required error={form.errors.province ?? form.errors.city}>
        <div className={styles.place}>
          <Select<string>
            ariaLabel="省份"
            placeholder="省份"
            options={PROVINCE_OPTIONS}
            value={form.values.province || null}
            onChange={(p) => form.setValue('province', p ?? '')}
            className={form.errors.province ? `${styles.province} ${styles.selectInvalid}` : styles.province}
          />
          <AffixInput {...form.input('city')} id={undefined} aria-describedby={undefined} aria-label="城市" placeholder="城市" maxLength={20} className={styles.city} />
        </div>
      </Field>
      {text('address', '详细地址', { placeholder: '实验室所在的详细地址', maxLength: 200 })}

      <h2 className={styles.group}>检测范围</h2>
      <SettlementScope
        categories={categories.data ?? []}
        items={items.data ?? []}
        categoryIds={idList(form.values.categoryIds)}
        testItemIds={idList(form.values.testItemIds)}
        onChange={(categoryIds, testItemIds) => {
          // As antd's setFieldValue: only what changed is set (and checked).
          if (categoryIds.join(',') !== form.get('categoryIds')) form.setValue('categoryIds', categoryIds.join(','));
          if (testItemIds.join(',') !== form.get('testItemIds')) form.setValue('testItemIds', testItemIds.join(','));
        }}
        ids={{ categoryIds: form.idOf('categoryIds'), testItemIds: form.idOf('testItemIds') }}
        errors={{ categoryIds: form.errors.categoryIds, testItemIds: form.errors.testItemIds }}
      />
      <Field layout="horizontal" id={form.idOf('intro')} label="机构简介" required error={form.errors.intro}>
        <TextArea
          id={form.idOf('intro')}
          name="intro"
          value={form.values.intro}
          invalid={Boolean(form.errors.intro)}
          aria-describedby={form.errors.intro ? `${form.idOf('intro')}_help` : undefined}
          onChange={(event) => form.setValue('intro', event.target.value)}
          rows={5}
          maxLength={2000}
          showCount
          placeholder="机构概况、仪器设备、优势项目等，审核通过后展示在机构详情页"
        />
      </Field>

      {refusal ? (
        <div data-testid="settlement-refusal">
          <Alert className={styles.refusal} type="error" title={refusal} />
        </div>
      ) : null}
      <div className={styles.submitRow}>
        <Button kind="primary" htmlType="submit" size="large" loading={busy} className={styles.submit}>
          提交入驻申请
        </Button>
      </div>
    </form>
  );
}
