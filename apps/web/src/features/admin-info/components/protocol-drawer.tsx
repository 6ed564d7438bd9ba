import { Button, Descriptions, Drawer, Form, Input, Skeleton } from 'antd';
import { ADMIN_INFO_MESSAGES as M, adminInfoCalls, adminProtocolUpdateSchema, formatDate, type AdminProtocolDetail } from '@tcm/shared';
import { schemaRule } from '@/lib/form-rules';
import { useResultMessage } from '@/lib/use-result-message';
import { useProtocol } from '../api/get-protocol';
import { useInfoAction } from '../api/info-actions';
import { LazyRichTextEditor } from '@/components/rich-text-editor/lazy-rich-text-editor';

const f = adminProtocolUpdateSchema.shape;
type Values = { title: string; content: string };

function ProtocolForm({ detail, onDone }: { detail: AdminProtocolDetail; onDone: () => void }) {
  const show = useResultMessage();
  const update = useInfoAction(adminInfoCalls.protocolUpdate);
  // The update time as loaded: the server refuses the save if someone else saved in between.
  const save = async (v: Values) => {
    if (await show(update.mutateAsync({ ...v, id: detail.id, updatedAt: detail.updatedAt }))) onDone();
  };
  return (
    <>
      <Descriptions size="small" column={2} style={{ marginBottom: 16 }}>
        <Descriptions.Item label="编码">{detail.code}</Descriptions.Item>
        <Descriptions.Item label="类型">{detail.type}</Descriptions.Item>
        <Descriptions.Item label="显示位置">{detail.usedBy}</Descriptions.Item>
        <Descriptions.Item label="最后更新">{formatDate(detail.updatedAt)}</Descriptions.Item>
      </Descriptions>
      <Form<Values> layout="vertical" initialValues={{ title: detail.title, content: detail.content }} onFinish={(v) => void save(v)}>
        <Form.Item name="title" label="协议标题" rules={[schemaRule(f.title)]}>
          <Input maxLength={100} />
        </Form.Item>
        <Form.Item name="content" label="协议正文" rules={[{ required: true, message: M.protocolContentEmpty }]}>
          <LazyRichTextEditor ariaLabel="协议正文" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending}>
          保存
        </Button>
      </Form>
    </>
  );
}

/** 编辑协议 in a drawer: title and body; code and type stay as the pages ask for them. */
export function ProtocolDrawer({ id, onClose }: { id: number | null; onClose: () => void }) {
  const detail = useProtocol(id);
  return (
    <Drawer open={id !== null} onClose={onClose} title="编辑协议" size="large" destroyOnHidden>
      {detail.data ? <ProtocolForm key={`${detail.data.id}-${detail.data.updatedAt}`} detail={detail.data} onDone={onClose} /> : detail.isError ? <p>{detail.error.message}</p> : <Skeleton active />}
    </Drawer>
  );
}
