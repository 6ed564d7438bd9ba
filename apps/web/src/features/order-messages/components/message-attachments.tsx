import { lazy, Suspense, useState } from 'react';
import type { OrderMessageAttachment } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { filePdfOutlined } from '@/components/lite/icon/icon-paths';
import { PrivateFileLink } from '@/components/private-file-link/private-file-link';
import { usePrivateFileUrl } from '@/lib/private-file';
import styles from './order-messages.module.css';

// antd's image viewer, loaded on the first click of a picture (the console's lite pages carry no antd).
const FilePreview = lazy(() => import('@/components/uploader/file-preview').then((m) => ({ default: m.FilePreview })));

/** A picture of the thread: a thumbnail fetched with the session (attachments are private documents). */
function Thumbnail({ attachment, onOpen }: { attachment: OrderMessageAttachment; onOpen: () => void }) {
  const { url, failed } = usePrivateFileUrl(attachment.url, 180);
  if (failed) return <span className={styles.broken}>{attachment.name}（无法打开）</span>;
  return (
    <button type="button" className={styles.thumb} onClick={onOpen} title={attachment.name} aria-label={`查看图片 ${attachment.name}`}>
      {url ? <img src={url} alt={attachment.name} /> : null}
    </button>
  );
}

/** A message's attachments: pictures as thumbnails that open full size, PDFs as downloads under their names. */
export function MessageAttachments({ attachments }: { attachments: readonly OrderMessageAttachment[] }) {
  const [open, setOpen] = useState<string | null>(null);
  if (!attachments.length) return null;
  return (
    <div className={styles.attachments} data-testid="message-attachments">
      {attachments.map((a) =>
        a.kind === 'image' ? (
          <Thumbnail key={a.url} attachment={a} onOpen={() => setOpen(a.url)} />
        ) : (
          <PrivateFileLink key={a.url} path={a.url} fileName={a.name.replace(/\.pdf$/i, '')} data-testid="message-pdf">
            <LiteIcon d={filePdfOutlined} /> {a.name}
          </PrivateFileLink>
        ),
      )}
      {open ? (
        <Suspense fallback={null}>
          <FilePreview path={open} isPrivate onClose={() => setOpen(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
