import { useState } from 'react';
import { ORDER_MESSAGE_MAX_ATTACHMENTS, ORDER_MESSAGE_MAX_LENGTH, ORDER_THREAD_MESSAGES, RETCODE, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_PDF_EXTENSION } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { TextArea } from '@/components/lite/text-area/text-area';
import type { UploadExtension } from '@/components/uploader/upload-checks';
import { Uploader } from '@/components/uploader/uploader';
import { notifier } from '@/lib/notifier';
import { usePostOrderMessage } from '../api/post-order-message';
import type { ThreadViewer } from '../api/query-keys';
import styles from './order-messages.module.css';

const ATTACHMENT_TYPES: readonly UploadExtension[] = [...UPLOAD_IMAGE_EXTENSIONS, UPLOAD_PDF_EXTENSION];

/** Writes a message: text with its count (0 / 1000), up to 5 pictures or PDFs through the uploader, 发送. */
export function MessageComposer({ viewer, orderId }: { viewer: ThreadViewer; orderId: number }) {
  const [content, setContent] = useState('');
  const [attachments, setAttachments] = useState('');
  const send = usePostOrderMessage(viewer);

  const submit = async () => {
    const attachmentUrls = attachments.split(',').filter(Boolean);
    if (!content.trim() && !attachmentUrls.length) return notifier().warning(ORDER_THREAD_MESSAGES.empty);
    const result = await send.mutateAsync({ orderId, content, attachmentUrls }).catch(() => null);
    if (!result) return; // the request client has said what went wrong
    if (result.retcode !== RETCODE.SUCCESS) return notifier().error(result.retmsg);
    notifier().success(result.retmsg || ORDER_THREAD_MESSAGES.posted);
    setContent('');
    setAttachments('');
  };

  return (
    <div className={styles.composer} data-testid="message-composer">
      <TextArea
        value={content}
        onChange={(e) => setContent(e.target.value)}
        maxLength={ORDER_MESSAGE_MAX_LENGTH}
        showCount
        rows={3}
        placeholder="给对方留言，如样品、检测进度、报告等问题"
        aria-label="留言内容"
      />
      <Uploader value={attachments} onChange={setAttachments} accept={ATTACHMENT_TYPES} max={ORDER_MESSAGE_MAX_ATTACHMENTS} scene="orderMessage" fileLabel="附件" thumbImageFlag />
      <div className={styles.composerBar}>
        <span className={styles.hint}>附件可为图片或PDF，最多{ORDER_MESSAGE_MAX_ATTACHMENTS}个；仅订单双方及平台可见。</span>
        <Button kind="primary" loading={send.isPending} onClick={() => void submit()} data-testid="message-send">
          发送
        </Button>
      </div>
    </div>
  );
}
