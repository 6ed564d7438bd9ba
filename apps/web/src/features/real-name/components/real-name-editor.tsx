import { App, Button, Form, Input } from 'antd';
import {
  ACCOUNT_MESSAGES,
  chinese,
  idCard,
  MEMBER_TYPE,
  required,
  requiredList,
  RETCODE,
  unifiedCreditCode,
  type SubmitRealNameBody,
} from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { ruleOf } from '@/lib/form-rules';
import { useSubmitRealName } from '../api/submit-real-name';
import type { RealNameDetail } from './real-name-detail';
import styles from './real-name.module.css';

interface RealNameValues {
  realName?: string;
  idCard?: string;
  companyName?: string;
  unifyCode?: string;
  licenseUrl?: string;
}

/** Refusals about one field are shown under it; any other as a toast. */
const FIELD_OF_REFUSAL: Readonly<Record<string, keyof RealNameValues>> = {
  [ACCOUNT_MESSAGES.creditCodeTaken]: 'unifyCode',
  [ACCOUNT_MESSAGES.creditCodeInvalid]: 'unifyCode',
  [ACCOUNT_MESSAGES.licenseNotYours]: 'licenseUrl',
};

const upperTrim = (value: string) => value.toUpperCase().trim();

function toBody(corporate: boolean, v: RealNameValues): SubmitRealNameBody {
  if (corporate) return { companyName: (v.companyName ?? '').trim(), unifyCode: v.unifyCode ?? '', licenseUrl: v.licenseUrl ?? '' };
  return { realName: (v.realName ?? '').trim(), idCard: v.idCard ?? '' };
}

/**
 * The fields of the member's type with the §5 rules — personal: 真实姓名 and
 * 身份证号; corporate: 企业名称, 统一社会信用代码 (format only: the code is the
 * member's own, already registered) and the 营业执照 image, watermarked.
 */
export function RealNameEditor({ detail, onSubmitted }: { detail: RealNameDetail; onSubmitted: () => void }) {
  const corporate = detail.memberType === MEMBER_TYPE.CORPORATE;
  const [form] = Form.useForm<RealNameValues>();
  const { message } = App.useApp();
  const submission = useSubmitRealName();

  const submit = async (values: RealNameValues) => {
    try {
      const result = await submission.mutateAsync(toBody(corporate, values));
      if (result.retcode === RETCODE.SUCCESS) {
        void message.success(result.retmsg);
        onSubmitted();
        return;
      }
      const field = FIELD_OF_REFUSAL[result.retmsg];
      if (field) form.setFields([{ name: field, errors: [result.retmsg] }]);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

  const initialValues: RealNameValues = corporate
    ? { companyName: detail.sysCompany?.companyName ?? '', unifyCode: detail.sysCompany?.unifyCode ?? '', licenseUrl: '' }
    : { realName: detail.realName ?? '', idCard: '' };

  return (
    <Form
      form={form}
      name={corporate ? 'real-name-corporate' : 'real-name-personal'}
      labelCol={{ flex: '160px' }}
      wrapperCol={{ flex: 1 }}
      initialValues={initialValues}
      validateTrigger={['onChange', 'onBlur']}
      onFinish={(values) => void submit(values)}
      scrollToFirstError
    >
      {corporate ? (
        <>
          <Form.Item name="companyName" label="企业名称" required rules={[ruleOf(required)]}>
            <Input placeholder="请输入与营业执照一致的企业名称" maxLength={100} autoComplete="organization" />
          </Form.Item>
          <Form.Item name="unifyCode" label="统一社会信用代码" required normalize={upperTrim} rules={[ruleOf(required, unifiedCreditCode)]}>
            <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
          </Form.Item>
          <Form.Item
            name="licenseUrl"
            label="营业执照"
            required
            rules={[ruleOf(requiredList)]}
            extra="上传营业执照图片（jpg、jpeg、png、gif，小于 30MB），平台将加盖水印"
          >
            <Uploader max={1} needWatermark scene="licence" />
          </Form.Item>
        </>
      ) : (
        <>
          <Form.Item name="realName" label="真实姓名" required rules={[ruleOf(required, chinese)]}>
            <Input placeholder="请输入真实姓名（中文）" maxLength={30} autoComplete="name" />
          </Form.Item>
          <Form.Item name="idCard" label="身份证号" required normalize={upperTrim} rules={[ruleOf(required, idCard)]}>
            <Input placeholder="请输入15位或18位身份证号" maxLength={18} />
          </Form.Item>
        </>
      )}
      <Form.Item label=" " colon={false} className={styles.actions}>
        <Button type="primary" htmlType="submit" loading={submission.isPending}>
          提交认证
        </Button>
      </Form.Item>
    </Form>
  );
}
