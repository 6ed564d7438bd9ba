import { lazy, Suspense, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { UPLOAD_MAX_FILES, UPLOAD_MESSAGES, UPLOAD_PDF_EXTENSION } from '@tcm/shared';
import { LazyCropDialog } from '@/components/crop-dialog/lazy-crop-dialog';
import { ConfirmDialog } from '@/components/lite/dialog/confirm-dialog';
import { savePrivateFile } from '@/lib/private-file';
import type { UploadScene } from '@/lib/upload-file';
import { AddTile, FileInput } from './add-tile';
import { CropQuestion } from './crop-question';
import { acceptAttribute, DEFAULT_ACCEPT, type UploadExtension } from './upload-checks';
import { baseName, canPreview, isPdfPath, joinPaths, moveItem, removeAt, splitPaths, tileIds } from './upload-paths';
import { ProgressCover, UploadTile, type UploadTileProps } from './upload-tile';
import { useUploadFlow } from './use-upload-flow';
import styles from './uploader.module.css';

// antd's image viewer (zoom, rotate), loaded on the first 预览: the uploader itself carries no antd.
// Dragging to reorder (dnd-kit, 15 kB) loads once a field holds two files it may reorder: an empty form stays light.
const SortableGrid = lazy(() => import('./sortable-tiles').then((m) => ({ default: m.SortableGrid })));
const FilePreview = lazy(() => import('./file-preview').then((m) => ({ default: m.FilePreview })));

export interface UploaderProps {
  /** §3: the comma-separated paths of the files held. */
  value?: string;
  /** Called with the new comma-joined list after an upload, replace, delete or reorder. */
  onChange?: (value: string) => void;
  /** Most files the field holds (default 10). */
  max?: number;
  /** false: read-only — no add tile, no replace, delete or dragging. */
  edit?: boolean;
  /** Shows the replace button on each tile (when editable). */
  canReplace?: boolean;
  /** Extensions the field takes; include 'pdf' to allow PDFs (they skip cropping). Default: the four image types. */
  accept?: readonly UploadExtension[];
  /** Sent as needWatermark: the server stamps the platform's mark on JPEG/PNG images. */
  needWatermark?: boolean;
  /** Sent as thumbImageFlag on direct uploads (cropped images always send false). */
  thumbImageFlag?: boolean;
  /** Stores new files as private documents of this scene (issue #17); 'settlement' and 'register' are anonymous. */
  scene?: UploadScene;
  /**
   * The files held are private documents (default: when a scene is given): tiles and previews fetch
   * them with the session, since a plain <img> or link sends no Token header.
   */
  privateFiles?: boolean;
  /** What the files are (支付凭证): a PDF tile's name and a saved file's name when the original name is unknown. */
  fileLabel?: string;
  /** The names the held files were uploaded under, by path (an order's vouchers): shown instead of fileLabel N. */
  names?: Readonly<Record<string, string>>;
  /** Given by Form.Item, so its label points at the field. */
  id?: string;
}

/**
 * The one file/image uploader (§4, §5): a controlled form control over the
 * comma-separated string of paths, usable directly inside an antd Form.Item or
 * a lite form. It carries no antd: its toasts go through the notifier, its
 * questions are lite dialogs, the cropper and the image viewer load on demand.
 */
export function Uploader({
  value,
  onChange,
  max = UPLOAD_MAX_FILES,
  edit = true,
  canReplace = true,
  accept = DEFAULT_ACCEPT,
  needWatermark = false,
  thumbImageFlag = false,
  scene,
  privateFiles = scene !== undefined,
  fileLabel,
  names,
  id,
}: UploaderProps) {
  const paths = useMemo(() => splitPaths(value), [value]);
  const ids = tileIds(paths);
  const emit = (next: readonly string[]) => onChange?.(joinPaths(next));
  const flow = useUploadFlow({ paths, onChange: (v) => onChange?.(v), max, accept, needWatermark, thumbImageFlag, scene });
  const [previewPath, setPreviewPath] = useState<{ path: string; fetch: boolean } | null>(null);
  const replaceInput = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<string | null>(null);
  // The tile whose replacement 替换图片会删除原来的图片 asks about.
  const [confirming, setConfirming] = useState<string | null>(null);

  const acceptText = acceptAttribute(accept);
  const label = accept.includes(UPLOAD_PDF_EXTENSION) ? '上传文件' : '上传图片';
  const uploadingAtEnd = flow.progress !== null && flow.progress.replacing === null;

  const nameOf = (path: string) => flow.names.get(path) ?? names?.[path] ?? (fileLabel ? `${fileLabel}${paths.indexOf(path) + 1}` : baseName(path));
  const preview = (path: string) => {
    if (!canPreview(path)) return;
    const signed = flow.links.get(path);
    // A private file with no signed link at hand opens only through a fetch with the session.
    const fetch = privateFiles && !signed;
    if (isPdfPath(path) && fetch) void savePrivateFile(path, nameOf(path));
    else if (isPdfPath(path)) window.open(signed ?? path, '_blank', 'noopener');
    else setPreviewPath({ path: signed ?? path, fetch });
  };

  const confirmReplace = () => {
    setReplacing(confirming);
    // Closed first: the file input is outside the modal dialog, inert while it is open.
    flushSync(() => setConfirming(null));
    replaceInput.current?.click();
  };

  const tiles: Array<UploadTileProps & { id: string }> = paths.map((path, i) => ({
    id: ids[i] ?? path,
    path,
    src: flow.links.get(path),
    isPrivate: privateFiles,
    name: nameOf(path),
    position: i,
    onPreview: canPreview(path) ? () => preview(path) : undefined,
    onReplace: edit && canReplace && !flow.busy ? () => setConfirming(path) : undefined,
    onDelete: edit ? () => emit(removeAt(paths, i)) : undefined,
    percent: flow.progress?.replacing === i ? flow.progress.percent : undefined,
  }));
  const plainTiles = tiles.map(({ id: key, ...tile }) => <UploadTile key={key} {...tile} />);
  const sorting = edit && paths.length > 1;

  return (
    <div id={id} className={styles.uploader}>
      {!edit && paths.length === 0 ? <span className={styles.empty}>{UPLOAD_MESSAGES.emptyReadOnly}</span> : null}
      {sorting ? (
        <Suspense fallback={plainTiles}>
          <SortableGrid ids={ids} tiles={tiles} enabled={!flow.busy} onMove={(from, to) => emit(moveItem(paths, from, to))} />
        </Suspense>
      ) : (
        plainTiles
      )}
      {uploadingAtEnd ? (
        <div className={styles.tile}>
          <ProgressCover percent={flow.progress?.percent ?? 0} />
        </div>
      ) : null}
      {edit && paths.length < max && !uploadingAtEnd ? (
        <AddTile label={label} accept={acceptText} multiple disabled={flow.busy} onFiles={(files) => void flow.run(files)} />
      ) : null}
      {edit && canReplace ? (
        <FileInput
          inputRef={replaceInput}
          accept={acceptText}
          multiple={false}
          label="选择替换文件"
          onFiles={(files) => void flow.run(files, replacing)}
        />
      ) : null}
      <ConfirmDialog
        open={confirming !== null}
        title={UPLOAD_MESSAGES.replaceConfirm}
        onOk={confirmReplace}
        onCancel={() => setConfirming(null)}
      />
      <CropQuestion open={flow.question.subject !== null} onAnswer={flow.question.answer} />
      <LazyCropDialog
        file={flow.cropping.subject}
        needWatermark={needWatermark}
        scene={scene}
        onUploaded={(result) => flow.cropping.answer(result)}
        onCancel={() => flow.cropping.answer(null)}
      />
      {previewPath ? (
        <Suspense fallback={null}>
          <FilePreview path={previewPath.path} isPrivate={previewPath.fetch} onClose={() => setPreviewPath(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
