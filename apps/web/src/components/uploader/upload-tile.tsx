import type { CSSProperties, HTMLAttributes, ReactNode, Ref } from 'react';
import { UPLOAD_THUMB_WIDTH } from '@tcm/shared';
import { LiteIcon } from '@/components/lite/icon/icon';
import { deleteOutlined, eyeOutlined, filePdfOutlined, swapOutlined } from '@/components/lite/icon/icon-paths';
import { Progress } from '@/components/lite/progress/progress';
import { usePrivateFileUrl } from '@/lib/private-file';
import { isPdfPath, thumbnailUrl } from './upload-paths';
import styles from './uploader.module.css';

export interface UploadTileProps {
  path: string;
  /** Where to load it from when that is not `path` (a private file's signed link). */
  src?: string;
  /** A private document without a signed link: its thumbnail is fetched with the session (issue #17). */
  isPrivate?: boolean;
  /** Shown under a PDF icon. */
  name: string;
  position: number;
  onPreview?: () => void;
  onReplace?: () => void;
  onDelete?: () => void;
  /** Set while this tile's replacement uploads. */
  percent?: number;
  /** Drag-and-drop wiring of a sortable tile. */
  dragRef?: Ref<HTMLDivElement>;
  dragProps?: HTMLAttributes<HTMLDivElement>;
  dragStyle?: CSSProperties;
  dragging?: boolean;
}

/** One file: a 180-px thumbnail (or a PDF icon and name) with preview, replace and delete on hover. */
export function UploadTile({
  path,
  src,
  isPrivate,
  name,
  position,
  onPreview,
  onReplace,
  onDelete,
  percent,
  dragRef,
  dragProps,
  dragStyle,
  dragging,
}: UploadTileProps) {
  const pdf = isPdfPath(path);
  const className = [styles.tile, dragging ? styles.dragging : ''].filter(Boolean).join(' ');
  return (
    <div ref={dragRef} style={dragStyle} className={className} data-testid="upload-tile" data-path={path} {...dragProps}>
      {pdf ? (
        <div className={styles.pdf}>
          <LiteIcon d={filePdfOutlined} className={styles.pdfIcon} />
          <span className={styles.pdfName} title={name}>
            {name}
          </span>
        </div>
      ) : (
        <TileImage path={path} src={src} isPrivate={isPrivate} alt={`文件${position + 1}`} />
      )}
      <div className={styles.actions}>
        {onPreview ? <TileAction label="预览" icon={<LiteIcon d={eyeOutlined} />} onClick={onPreview} /> : null}
        {onReplace ? <TileAction label="替换" icon={<LiteIcon d={swapOutlined} />} onClick={onReplace} /> : null}
        {onDelete ? <TileAction label="删除" icon={<LiteIcon d={deleteOutlined} />} onClick={onDelete} /> : null}
      </div>
      {percent !== undefined ? <ProgressCover percent={percent} /> : null}
    </div>
  );
}

/** The 180-px thumbnail: straight from the path or signed link, or fetched with the session for a private file. */
function TileImage({ path, src, isPrivate, alt }: { path: string; src?: string; isPrivate?: boolean; alt: string }) {
  const fetched = usePrivateFileUrl(isPrivate && !src ? path : null, UPLOAD_THUMB_WIDTH);
  if (isPrivate && !src) {
    if (!fetched.url) return <div className={styles.thumb} role="img" aria-label={fetched.failed ? `${alt}（无法加载）` : alt} aria-busy={!fetched.failed} />;
    return <img src={fetched.url} alt={alt} className={styles.thumb} draggable={false} />;
  }
  return <img src={thumbnailUrl(src ?? path)} alt={alt} className={styles.thumb} draggable={false} />;
}

function TileAction({ label, icon, onClick }: { label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <button type="button" className={styles.action} aria-label={label} title={label} onClick={onClick}>
      {icon}
    </button>
  );
}

/** §2/§4: a progress bar while a file uploads, over the tile it will fill. */
export function ProgressCover({ percent }: { percent: number }) {
  return (
    <div className={styles.progress}>
      <Progress percent={percent} label="上传进度" />
      <span className={styles.progressText}>上传中 {percent}%</span>
    </div>
  );
}
