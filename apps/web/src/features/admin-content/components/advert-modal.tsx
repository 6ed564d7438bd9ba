import { Form, Input, InputNumber, Radio, Switch } from 'antd';
import { ADMIN_CONTENT_MESSAGES as M, ADVERT_POSITION_LABELS, adminAdvertFields as f, adminContentCalls, type AdminAdvertRow } from '@tcm/shared';
import { Uploader } from '@/components/uploader/uploader';
import { FormModal } from '@/components/form-modal/form-modal';
import { schemaRule } from '@/lib/form-rules';
import { useContentAction } from '../api/content-actions';
import { useResultMessage } from '@/lib/use-result-message';
import { advertFormValues, type AdvertFormValues } from './advert-form-values';

const POSITIONS = Object.entries(ADVERT_POSITION_LABELS).map(([value, label]) => ({ value, label }));

/** 新增广告 (target 'new') or 编辑广告 (a row): slot, picture, link and order as the home page uses them. */
export function AdvertModal({ target, onClose }: { target: AdminAdvertRow | 'new' | null; onClose: () => void }) {
  const [form] = Form.useForm<AdvertFormValues>();
  const create = useContentAction(adminContentCalls.advertCreate);
  const update = useContentAction(adminContentCalls.advertUpdate);
  const show = useResultMessage();
  const editing = target !== null && target !== 'new' ? target : undefined;

  const save = async (v: AdvertFormValues) => {
    if (await show(editing ? update.mutateAsync({ ...v, id: editing.id }) : create.mutateAsync(v))) onClose();
  };
  return (
    <FormModal
      form={form}
      open={target !== null}
      title={editing ? '编辑广告' : '新增广告'}
      width={640}
      saving={create.isPending || update.isPending}
      initialValues={advertFormValues(editing)}
      onSave={(v) => void save(v)}
      onClose={onClose}
    >
      <Form.Item name="position" label="广告位" rules={[{ required: true, message: M.positionInvalid }]} extra="首页轮播图建议 1200×360，首页侧栏图建议 400×240">
        <Radio.Group options={POSITIONS} optionType="button" />
      </Form.Item>
      <Form.Item name="imageUrl" label="广告图片" rules={[{ required: true, message: M.imageRequired }]}>
        <Uploader max={1} />
      </Form.Item>
      <Form.Item name="title" label="标题" rules={[schemaRule(f.title)]} extra="图片的替代文字，也用于鼠标悬停提示">
        <Input maxLength={50} showCount />
      </Form.Item>
      <Form.Item name="subtitle" label="副标题" rules={[schemaRule(f.subtitle)]}>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="linkUrl" label="链接" rules={[schemaRule(f.linkUrl)]} extra="站内页面以 / 开头（如 /detection），站外网址以 http(s):// 开头并在新窗口打开；可留空">
        <Input maxLength={200} />
      </Form.Item>
      <Form.Item name="sort" label="排序" rules={[schemaRule(f.sort)]} extra="同一广告位内数字越小越靠前">
        <InputNumber min={0} max={9999} precision={0} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="enabled" label="启用" valuePropName="checked">
        <Switch checkedChildren="启用" unCheckedChildren="停用" />
      </Form.Item>
    </FormModal>
  );
}
