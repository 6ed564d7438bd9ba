import { Button, Form, Input, TreeSelect } from 'antd';
import { ADMIN_CONTENT_MESSAGES as M, adminArticleFields as f, adminContentCalls, type AdminArticleDetail } from '@tcm/shared';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer';
import { Uploader } from '@/components/uploader/uploader';
import { schemaRule } from '@/lib/form-rules';
import { useAdminArticle } from '../api/get-article';
import { useCategoryTree } from '../api/get-categories';
import { useContentAction } from '../api/content-actions';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';
import { useResultMessage } from '@/lib/use-result-message';
import { articleFormValues, type ArticleFormValues } from './article-form-values';
import { categoryTreeData } from './category-options';

export function ArticleForm({ detail, onDone }: { detail?: AdminArticleDetail; onDone: () => void }) {
  const [form] = Form.useForm<ArticleFormValues>();
  const tree = useCategoryTree();
  const create = useContentAction(adminContentCalls.articleCreate);
  const update = useContentAction(adminContentCalls.articleUpdate);
  const show = useResultMessage();
  const save = async (v: ArticleFormValues) => {
    const body = { ...v, categoryId: v.categoryId ?? 0 };
    if (await show(detail ? update.mutateAsync({ ...body, id: detail.id }) : create.mutateAsync(body))) onDone();
  };
  return (
    <Form form={form} layout="vertical" initialValues={articleFormValues(detail)} onFinish={(v) => void save(v)} scrollToFirstError>
      <Form.Item name="title" label="标题" rules={[schemaRule(f.title)]}>
        <Input maxLength={100} showCount />
      </Form.Item>
      <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: M.categoryRequired }]}>
        <TreeSelect treeData={categoryTreeData(tree.data ?? [])} placeholder="请选择分类" treeDefaultExpandAll loading={tree.isPending} />
      </Form.Item>
      <Form.Item name="coverUrl" label="封面图片" extra="可选；用于列表与首页展示，建议 4:3">
        <Uploader max={1} />
      </Form.Item>
      <Form.Item name="source" label="来源" rules={[schemaRule(f.source)]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="summary" label="摘要" rules={[schemaRule(f.summary)]}>
        <Input.TextArea rows={3} maxLength={300} showCount />
      </Form.Item>
      <Form.Item name="content" label="正文" rules={[schemaRule(f.content)]} extra="保存时服务器会清除脚本等不安全内容">
        <LazyRichTextEditor />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
        保存
      </Button>
    </Form>
  );
}

/** 新增 (target 'new') or 编辑 (an id) an article in a drawer; a new one is saved as 待发布. */
export function ArticleDrawer({ target, onClose }: { target: number | 'new' | null; onClose: () => void }) {
  const detail = useAdminArticle(typeof target === 'number' ? target : null);
  return <EditorDrawer target={target} noun="资讯" detail={detail} form={(d) => <ArticleForm key={d?.id} detail={d} onDone={onClose} />} onClose={onClose} />;
}
