import { Form, Input, InputNumber, Select } from 'antd';
import { ADMIN_CONTENT_MESSAGES as M, adminCategoryCreateSchema, adminContentCalls, type AdminCategoryNode } from '@tcm/shared';
import { FormModal } from '@/components/form-modal/form-modal';
import { schemaRule } from '@/lib/form-rules';
import { useContentAction } from '../api/content-actions';
import { useResultMessage } from '@/lib/use-result-message';
import { parentOptions, type CategoryRow } from './category-options';

const f = adminCategoryCreateSchema.shape;

/** What the category form edits: a new one under `parentId`, or an existing node (name and order only). */
export type CategoryTarget = { parentId: number } | { node: CategoryRow };

interface Values {
  parentId: number;
  name: string;
  code: string;
  sort: number;
}

/** 新增分类 / 编辑分类: the code is chosen once (pages find some categories by it) and never changes. */
export function CategoryFormModal({ target, tree, onClose }: { target: CategoryTarget | null; tree: readonly AdminCategoryNode[]; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const create = useContentAction(adminContentCalls.articleCategoryCreate);
  const update = useContentAction(adminContentCalls.articleCategoryUpdate);
  const show = useResultMessage();
  const node = target && 'node' in target ? target.node : null;
  const initial: Values = node ? { parentId: node.parentId, name: node.name, code: node.code, sort: node.sort } : { parentId: target && 'parentId' in target ? target.parentId : 0, name: '', code: '', sort: 0 };

  const save = async (v: Values) => {
    const pending = node ? update.mutateAsync({ id: node.id, name: v.name, sort: v.sort }) : create.mutateAsync(v);
    if (await show(pending)) onClose();
  };
  return (
    <FormModal form={form} open={target !== null} title={node ? '编辑分类' : '新增分类'} saving={create.isPending || update.isPending} initialValues={initial} onSave={(v) => void save(v)} onClose={onClose}>
      <Form.Item name="parentId" label="上级分类" rules={[{ required: true, message: M.categoryParentInvalid }]}>
        <Select options={parentOptions(tree)} disabled={node !== null} />
      </Form.Item>
      <Form.Item name="name" label="分类名称" rules={[schemaRule(f.name)]}>
        <Input maxLength={20} showCount />
      </Form.Item>
      <Form.Item name="code" label="分类编码" rules={node ? [] : [schemaRule(f.code)]} extra={node ? '编码创建后不可修改' : '可选；小写字母开头，留空则自动生成'}>
        <Input maxLength={40} disabled={node !== null} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[schemaRule(f.sort)]} extra="数字越小越靠前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
    </FormModal>
  );
}
