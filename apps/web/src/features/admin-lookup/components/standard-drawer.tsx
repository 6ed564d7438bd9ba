import { Button, DatePicker, Form, Input, Select } from 'antd';
import type { FormRule } from 'antd';
import { ADMIN_LOOKUP_MESSAGES as M, STANDARD_LEVEL_LABELS, UPLOAD_PDF_EXTENSION, adminLookupCalls, adminStandardFields as f, type AdminStandardDetail } from '@tcm/shared';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer';
import { Uploader } from '@/components/uploader/uploader';
import { schemaRule } from '@/lib/form-rules';
import { useResultMessage } from '@/lib/use-result-message';
import { useStandard } from '../api/get-standard';
import { useLookupAction } from '../api/lookup-actions';
import { dateFieldProps } from './date-field';
import { standardFormValues, type StandardFormValues } from './form-values';

const LEVELS = Object.entries(STANDARD_LEVEL_LABELS).map(([value, label]) => ({ value: Number(value), label }));
/** The later date must not come before `earlier` (the server says the same). */
const notBefore = (earlier: keyof StandardFormValues, message: string, strict = false): FormRule => ({ getFieldValue }) => ({
  validator: (_rule, value: string) => {
    const other = getFieldValue(earlier) as string;
    return !value || !other || (strict ? value > other : value >= other) ? Promise.resolve() : Promise.reject(new Error(message));
  },
});

function StandardForm({ detail, onDone }: { detail?: AdminStandardDetail; onDone: () => void }) {
  const [form] = Form.useForm<StandardFormValues>();
  const show = useResultMessage();
  const create = useLookupAction(adminLookupCalls.standardCreate);
  const update = useLookupAction(adminLookupCalls.standardUpdate);
  const save = async (v: StandardFormValues) => {
    const body = { ...v, level: v.level ?? 0 };
    if (await show(detail ? update.mutateAsync({ ...body, id: detail.id }) : create.mutateAsync(body))) onDone();
  };
  return (
    <Form form={form} layout="vertical" initialValues={standardFormValues(detail)} onFinish={(v) => void save(v)} scrollToFirstError>
      <Form.Item name="standardNo" label="标准号" rules={[schemaRule(f.standardNo)]} extra="如 GB/T 19618-2004，不可与已录入的标准重复">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="nameCn" label="中文名称" rules={[schemaRule(f.nameCn)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="nameEn" label="英文名称" rules={[schemaRule(f.nameEn)]}>
        <Input maxLength={300} />
      </Form.Item>
      <Form.Item name="level" label="标准级别" rules={[{ required: true, message: M.levelInvalid }]}>
        <Select options={LEVELS} placeholder="请选择" />
      </Form.Item>
      <Form.Item name="issuer" label="发布机构" rules={[schemaRule(f.issuer)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="issueDate" label="发布日期" rules={[schemaRule(f.issueDate)]} {...dateFieldProps}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="implementDate" label="实施日期" dependencies={['issueDate']} rules={[schemaRule(f.implementDate), notBefore('issueDate', M.implementBeforeIssue)]} {...dateFieldProps}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="abolishDate"
        label="废止日期"
        dependencies={['implementDate']}
        rules={[notBefore('implementDate', M.abolishBeforeImplement, true)]}
        extra="状态按日期自动判断：实施日期前为即将实施，废止日期起为废止，其余为现行"
        {...dateFieldProps}
      >
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="scope" label="适用范围" rules={[schemaRule(f.scope)]}>
        <Input.TextArea rows={4} showCount maxLength={2000} />
      </Form.Item>
      <Form.Item name="replacesNo" label="代替标准号" rules={[schemaRule(f.replacesNo)]} extra="本标准代替的旧标准，可为未录入的标准">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="replacedByNo" label="被代替标准号" rules={[schemaRule(f.replacedByNo)]} extra="须为已录入的标准；保存后该标准的「代替标准号」将改为本标准">
        <Input maxLength={60} />
      </Form.Item>
      <Form.Item name="herbs" label="相关药材" extra="检索这些药材名时也能找到本标准，回车分隔">
        <Select mode="tags" tokenSeparators={[',', '，', '、']} open={false} suffixIcon={null} />
      </Form.Item>
      <Form.Item name="pdfUrl" label="标准文本（PDF）">
        <Uploader accept={[UPLOAD_PDF_EXTENSION]} max={1} />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
        保存
      </Button>
    </Form>
  );
}

/** 新增 (target 'new') or 编辑 (an id) a standard in a drawer; closes once the server accepts it. */
export function StandardDrawer({ target, onClose }: { target: number | 'new' | null; onClose: () => void }) {
  const detail = useStandard(typeof target === 'number' ? target : null);
  return <EditorDrawer target={target} noun="标准" detail={detail} form={(d) => <StandardForm key={d?.id} detail={d} onDone={onClose} />} onClose={onClose} />;
}
