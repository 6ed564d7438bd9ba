import { Button, Form, Input, Select } from 'antd';
import { ADMIN_LOOKUP_MESSAGES as M, MONOGRAPH_SECTIONS, adminLookupCalls, adminMonographFields as f, type AdminMonographDetail } from '@tcm/shared';
import { EditorDrawer } from '@/components/editor-drawer/editor-drawer';
import { schemaRule } from '@/lib/form-rules';
import { useResultMessage } from '@/lib/use-result-message';
import { useCategories } from '../api/get-categories';
import { useMonograph } from '../api/get-monograph';
import { useLookupAction } from '../api/lookup-actions';
import { categoryOptions, EDITION_OPTIONS } from './category-options';
import { filledChecks } from './check-rows';
import { ChecksEditor } from './checks-editor';
import { monographFormValues, type MonographFormValues } from './form-values';
import styles from './lookup.module.css';

const TAGS = { mode: 'tags', open: false, suffixIcon: null } as const;

function MonographForm({ detail, onDone }: { detail?: AdminMonographDetail; onDone: () => void }) {
  const [form] = Form.useForm<MonographFormValues>();
  const show = useResultMessage();
  const categories = useCategories();
  const create = useLookupAction(adminLookupCalls.monographCreate);
  const update = useLookupAction(adminLookupCalls.monographUpdate);
  const save = async (v: MonographFormValues) => {
    const body = { ...v, categoryId: v.categoryId ?? 0, checks: filledChecks(v.checks) };
    const pending = detail ? update.mutateAsync({ ...body, id: detail.id }) : create.mutateAsync({ ...body, edition: v.edition ?? 0 });
    if (await show(pending)) onDone();
  };
  return (
    <Form form={form} layout="vertical" initialValues={monographFormValues(detail)} onFinish={(v) => void save(v)} scrollToFirstError>
      <Form.Item name="name" label="名称" rules={[schemaRule(f.name)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="pinyin" label="汉语拼音" rules={[schemaRule(f.pinyin)]} extra="如 Renshen，决定目录中的排序和首字母">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="latinName" label="拉丁名" rules={[schemaRule(f.latinName)]}>
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="edition" label="版次" rules={[{ required: true, message: M.editionInvalid }]} extra={detail ? '版次创建后不可修改' : undefined}>
        <Select options={EDITION_OPTIONS} disabled={Boolean(detail)} />
      </Form.Item>
      <Form.Item name="categoryId" label="分类" rules={[{ required: true, message: M.categoryRequired }]}>
        <Select options={categoryOptions(categories.data)} loading={categories.isPending} placeholder="请选择" />
      </Form.Item>
      <Form.Item name="aliases" label="别名" extra="回车分隔">
        <Select {...TAGS} tokenSeparators={[',', '，', '、']} />
      </Form.Item>
      <Form.Item name="species" label="基原" extra="植物或动物的拉丁学名，回车分隔">
        <Select {...TAGS} tokenSeparators={['；', ';']} />
      </Form.Item>
      <h3 className={styles.sectionTitle}>正文</h3>
      {MONOGRAPH_SECTIONS.map((s) => (
        <Form.Item key={s.key} name={['sections', s.key]} label={s.title} rules={[schemaRule(f.sections.shape[s.key])]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 10 }} />
        </Form.Item>
      ))}
      <h3 className={styles.sectionTitle}>检查项目</h3>
      <Form.Item name="checks">
        <ChecksEditor />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={create.isPending || update.isPending}>
        保存
      </Button>
    </Form>
  );
}

/** 新增 (target 'new') or 编辑 (an id) a monograph in a drawer: every section as text, the checks as a table. */
export function MonographDrawer({ target, onClose }: { target: number | 'new' | null; onClose: () => void }) {
  const detail = useMonograph(typeof target === 'number' ? target : null);
  return <EditorDrawer target={target} noun="药典品种" detail={detail} form={(d) => <MonographForm key={d?.id} detail={d} onDone={onClose} />} size={960} onClose={onClose} />;
}
