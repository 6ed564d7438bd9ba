import { useRef, useState } from 'react';
import { App, Button, Tooltip } from 'antd';
import { PictureOutlined } from '@ant-design/icons';
import { RETCODE } from '@tcm/shared';
import { acceptAttribute, checkUploadFile, DEFAULT_ACCEPT } from '@/components/uploader/upload-checks';
import { uploadFile } from '@/lib/upload-file';

/** 插入图片: one image through the same checks and upload call as the uploader, then placed at the cursor. */
export function ImageButton({ onUploaded }: { onUploaded: (src: string, alt: string) => void }) {
  const { message } = App.useApp();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File) => {
    const verdict = checkUploadFile(file, { count: 0, max: 1, accept: DEFAULT_ACCEPT });
    if (!verdict.ok) return void message[verdict.level](verdict.message);
    setBusy(true);
    try {
      const result = await uploadFile(file);
      if (result.retcode === RETCODE.SUCCESS && result.data) onUploaded(result.data.fileUrl, file.name.replace(/\.[^.]+$/, ''));
      else void message.error(result.retmsg);
    } catch {
      // The request client has shown the transport error.
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Tooltip title="插入图片">
        <Button size="small" type="text" aria-label="插入图片" loading={busy} onClick={() => input.current?.click()}>
          {busy ? null : <PictureOutlined />}
        </Button>
      </Tooltip>
      <input
        ref={input}
        type="file"
        hidden
        aria-label="选择图片"
        accept={acceptAttribute(DEFAULT_ACCEPT)}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
    </>
  );
}
