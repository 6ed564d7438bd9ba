import { Button, Form, Input, Select, Switch } from 'antd';
import { ADMIN_INFO_MESSAGES as M, adminHelpCreateSchema, adminInfoCalls, type AdminHelpCategory, type AdminHelpDetail, type AdminHelpForm } from '@tcm/shared';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer';
import { schemaRule } from '@/lib/form-rules';
import { useResultMessage } from '@/lib/use-result-message';
import { useHelpQuestion } from '../api/get-help-question';
import { useInfoAction } from '../api/info-actions';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';

const f = adminHelpCreateSchema.shape;
type Values = Required<AdminHelpForm>;

function HelpForm({ detail, categories, defaultCategoryId, onDone }: { detail?: AdminHelpDetail; categories: AdminHelpCategory[]; defaultCategoryId?: number; onDone: () => void }) {
  const show = useResultMessage();
  const create = useInfoAction(adminInfoCalls.helpCreate);
  const update = useInfoAction(adminInfoCalls.helpUpdate);
  const initial: Partial<Values> = detail
    ? { categoryId: detail.categoryId, title: detail.title, summary: detail.summary, content: detail.content, isTop: detail.isTop }
    : { categoryId: defaultCategoryId, title: '', summary: '', content: '', isTop: false };
  const save = async (v: Values) => {
    if (await show(detail ? update.mutateAsync({ ...v, id: detail.id }) : create.mutateAsync(v))) onDone();
  };
  return (
    <Form<Values> layout="vertical" initialValues={initial} onFinish={(v) => void save(v)} scrollToFirstError>
      <Form.Item name="categoryId" label="所属分类" rules={[{ required: true, message: M.helpCategoryInvalid }]}>
        <Select placeholder="请选择" options={categories.map((c) => ({ value: c.id, label: c.name }))} />
      </Form.Item>
      <Form.Item name="title" label="问题" rules={[schemaRule(f.title)]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="summary" label="简要回答" rules={[schemaRule(f.summary)]} extra="帮助中心展开问题时显示的回答">
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="content" label="详细解答" rules={[{ required: true, message: M.helpAnswerEmpty }]} extra="点击「查看完整解答」后显示的正文">
        <LazyRichTextEditor ariaLabel="详细解答" />
      </Form.Item>
      <Form.Item name="isTop" label="置顶" valuePropName="checked" extra="置顶问题排在帮助中心最前">
        <Switch />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
        保存
      </Button>
    </Form>
  );
}

interface Props {
  target: number | 'new' | null;
  categories: AdminHelpCategory[];
  /** The category filtered on: a new question goes there unless changed. */
  defaultCategoryId?: number;
  onClose: () => void;
}

/** 新增问题 (target 'new') or 编辑问题 (an id) in a drawer; closes once the server accepts it. */
export function HelpDrawer({ target, categories, defaultCategoryId, onClose }: Props) {
  const detail = useHelpQuestion(typeof target === 'number' ? target : null);
  const form = (d?: AdminHelpDetail) => <HelpForm key={d?.id ?? 'new'} detail={d} categories={categories} defaultCategoryId={defaultCategoryId} onDone={onClose} />;
  return <EditorDrawer target={target} noun="问题" detail={detail} form={form} onClose={onClose} />;
}
