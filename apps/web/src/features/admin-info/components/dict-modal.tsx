import { Form, Input, InputNumber, Switch } from 'antd';
import { adminDictCreateSchema, adminInfoCalls, type AdminDictRow } from '@tcm/shared';
import { FormModal } from '@/components/form-modal/form-modal';
import { schemaRule } from '@/lib/form-rules';
import { useResultMessage } from '@/lib/use-result-message';
import { useInfoAction } from '../api/info-actions';

const f = adminDictCreateSchema.shape;
type Values = { dictType: string; dictCode: string; dictLabel: string; dictValue: string; sort: number; enabled: boolean };

/** What the modal edits: an entry, or a new one (in `dictType` when given, else in a type the operator names). */
export type DictTarget = { entry: AdminDictRow } | { dictType?: string } | null;

/** 新增条目 / 编辑条目. Type and code are the key the portal reads by, so they are set once, at creation. */
export function DictModal({ target, onClose }: { target: DictTarget; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useInfoAction(adminInfoCalls.dictCreate);
  const update = useInfoAction(adminInfoCalls.dictUpdate);
  const show = useResultMessage();
  const entry = target && 'entry' in target ? target.entry : null;
  const initial: Partial<Values> = entry ?? { dictType: target && 'dictType' in target ? target.dictType : undefined, sort: 0, enabled: true };
  const save = async (v: Values) => {
    const pending = entry
      ? update.mutateAsync({ id: entry.id, dictLabel: v.dictLabel, dictValue: v.dictValue, sort: v.sort, enabled: v.enabled })
      : create.mutateAsync(v);
    if (await show(pending)) onClose();
  };
  return (
    <FormModal form={form} open={target !== null} title={entry ? '编辑字典条目' : '新增字典条目'} saving={create.isPending || update.isPending} initialValues={initial} onSave={(v) => void save(v)} onClose={onClose}>
      <Form.Item name="dictType" label="字典类型" rules={entry ? [] : [schemaRule(f.dictType)]} extra={entry ? undefined : '小写字母开头，可含数字和下划线；填写新类型即新建类型'}>
        <Input disabled={Boolean(entry)} maxLength={64} />
      </Form.Item>
      <Form.Item name="dictCode" label="字典编码" rules={entry ? [] : [schemaRule(f.dictCode)]} extra={entry ? '编码是门户读取条目的依据，创建后不可修改' : '同一类型下唯一'}>
        <Input disabled={Boolean(entry)} maxLength={64} />
      </Form.Item>
      <Form.Item name="dictLabel" label="字典标签" rules={[schemaRule(f.dictLabel)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="dictValue" label="字典值" rules={[schemaRule(f.dictValue)]} extra="同一类型下不能重复">
        <Input.TextArea rows={2} maxLength={500} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[schemaRule(f.sort)]} extra="数字越小越靠前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
