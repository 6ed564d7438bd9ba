import { useMemo } from 'react';
import { Checkbox, Form, Input, InputNumber, Modal, Select } from 'antd';
import { addMyServiceBodySchema, FORM_MESSAGES, INSTITUTION_ADMIN_MESSAGES, QUALIFICATION_FLAG_LABELS, type MyService, type QualificationFlag, type TestItem } from '@tcm/shared';
import { useActionSubmit, whenValid } from '@/components/action-modal/action-modal';
import { schemaRule } from '@/lib/form-rules';
import { useSaveMyService } from '../api/save-my-service';
import { EMPTY_SERVICE_FORM, toServiceBody, toServiceFormValues, type ServiceFormValues } from './service-form';

const { shape } = addMyServiceBodySchema;
const requiredRule = { required: true, message: FORM_MESSAGES.required };

/** Test items grouped by category for the select; searchable by name. */
function itemOptions(items: readonly TestItem[]) {
  const groups = new Map<string, { label: string; value: number }[]>();
  for (const i of items) groups.set(i.categoryName, [...(groups.get(i.categoryName) ?? []), { label: `${i.name}（${i.method}）`, value: i.id }]);
  return [...groups].map(([label, options]) => ({ label, options }));
}

/**
 * 新增 / 编辑检测服务: the price is typed in yuan and checked with the §5 price rule (the server
 * stores fen); only the accreditation the institution holds can be claimed.
 */
export function ServiceFormDialog(props: { service: MyService | null; testItems: readonly TestItem[]; held: readonly QualificationFlag[]; onClose: () => void }) {
  const { service, testItems, held, onClose } = props;
  const [form] = Form.useForm<ServiceFormValues>();
  const save = useSaveMyService();
  const submit = useActionSubmit(onClose, INSTITUTION_ADMIN_MESSAGES.serviceSaved);
  const options = useMemo(() => itemOptions(testItems), [testItems]);
  const ok = whenValid(form, (v) => submit(save.mutateAsync({ ...toServiceBody(v), id: service?.id })));
  return (
    <Modal open title={service ? `编辑检测服务 · ${service.testItem.name}` : '新增检测服务'} okText="保存" cancelText="取消" confirmLoading={save.isPending} onOk={ok} onCancel={onClose} destroyOnHidden width={600}>
      <Form form={form} layout="vertical" initialValues={service ? toServiceFormValues(service) : EMPTY_SERVICE_FORM}>
        <Form.Item name="testItemId" label="检测项目" rules={[requiredRule]}>
          <Select showSearch optionFilterProp="label" options={options} placeholder="请选择检测项目" loading={testItems.length === 0} />
        </Form.Item>
        <Form.Item name="price" label="价格（元）" normalize={(v: string) => v.trim()} rules={[requiredRule, schemaRule(shape.price)]}>
          <Input addonAfter="元" inputMode="decimal" placeholder="如：380.00" />
        </Form.Item>
        <Form.Item name="periodDays" label="检测周期（天）" rules={[requiredRule, schemaRule(shape.periodDays)]}>
          <InputNumber min={1} max={365} precision={0} style={{ width: '100%' }} placeholder="如：7" />
        </Form.Item>
        <Form.Item name="qualifications" label="资质" extra={held.length ? undefined : '本机构暂无 CMA/CNAS 资质，服务不能标注资质'}>
          <Checkbox.Group options={held.map((q) => ({ label: QUALIFICATION_FLAG_LABELS[q], value: q }))} />
        </Form.Item>
        <Form.Item name="varieties" label="适用品种" extra="多个品种用顿号或逗号分隔；不填表示不限品种">
          <Input placeholder="如：黄芪、党参" maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
