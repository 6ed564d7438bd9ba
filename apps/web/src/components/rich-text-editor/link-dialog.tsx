import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { ADMIN_CONTENT_MESSAGES as M, isContentLink } from '@tcm/shared';

/** 插入链接: a site path (/detection) or an http(s) address; saving it blank removes the link. */
export function LinkDialog({ open, href, onClose, onSave }: { open: boolean; href: string; onClose: () => void; onSave: (href: string) => void }) {
  const [value, setValue] = useState(href);
  const [shown, setShown] = useState(open);
  // Each opening starts from the link under the cursor.
  if (open !== shown) {
    setShown(open);
    if (open) setValue(href);
  }
  const trimmed = value.trim();
  const valid = isContentLink(trimmed);
  return (
    <Modal open={open} title="插入链接" okText="确定" cancelText="取消" okButtonProps={{ disabled: !valid }} onOk={() => onSave(trimmed)} onCancel={onClose} destroyOnHidden>
      <Form layout="vertical">
        <Form.Item label="链接地址" validateStatus={valid ? undefined : 'error'} help={valid ? '站内页面以 / 开头，如 /detection；留空则取消链接' : M.linkInvalid}>
          <Input value={value} onChange={(e) => setValue(e.target.value)} onPressEnter={() => valid && onSave(trimmed)} placeholder="https://… 或 /detection" autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
