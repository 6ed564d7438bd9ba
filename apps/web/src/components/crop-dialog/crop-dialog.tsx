import { useRef, useState } from 'react';
import { ConfigProvider, Modal, Segmented } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import type Cropper from 'cropperjs';
import { CROP_OUTPUT_FILE_NAME, CROP_OUTPUT_QUALITY, RETCODE, UPLOAD_MESSAGES, type UploadResult } from '@tcm/shared';
import { theme } from '@/components/antd-scope/antd-scope';
import { notifier } from '@/lib/notifier';
import { uploadFile, type UploadScene } from '@/lib/upload-file';
import { DEFAULT_RATIO_LABEL, RATIO_OPTIONS, ratioOfLabel } from './crop-box';
import { CropperView } from './cropper-view';
import styles from './crop-dialog.module.css';

export interface CropDialogProps {
  /** The image to crop; the dialog is open while there is one. */
  file: File | null;
  needWatermark?: boolean;
  scene?: UploadScene;
  /** The cropped image is stored: the dialog has said 上传成功！ and should close. */
  onUploaded: (result: UploadResult) => void;
  onCancel: () => void;
}

function croppedBlob(cropper: Cropper | null): Promise<Blob> {
  const canvas = cropper?.getCroppedCanvas();
  if (!canvas) return Promise.reject(new Error('nothing to crop'));
  return new Promise((resolve, reject) => {
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('empty crop'))), 'image/png', CROP_OUTPUT_QUALITY);
  });
}

/**
 * 图片裁剪 (§4): save crops, uploads the result as image.png without a
 * thumbnail flag, says 上传成功！ and hands the path back; any failure on the
 * way only stops the loading state, the dialog stays open. It brings antd's
 * locale and brand theme along: the uploader's page may carry no antd scope.
 */
export function CropDialog({ file, needWatermark = false, scene, onUploaded, onCancel }: CropDialogProps) {
  const cropperRef = useRef<Cropper | null>(null);
  const [ratioLabel, setRatioLabel] = useState(DEFAULT_RATIO_LABEL);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const blob = await croppedBlob(cropperRef.current);
      const result = await uploadFile(blob, { filename: CROP_OUTPUT_FILE_NAME, thumbImageFlag: false, needWatermark, scene });
      if (result.retcode === RETCODE.SUCCESS && result.data) {
        notifier().success(UPLOAD_MESSAGES.croppedUploaded);
        onUploaded(result.data);
      }
    } catch {
      // §4: a failure while cropping just stops loading (the request client has said what it must)
    } finally {
      setSaving(false);
    }
  };

  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <Modal
        open={file !== null}
        title={UPLOAD_MESSAGES.cropDialogTitle}
        width={760}
        okText="保存"
        onOk={() => void save()}
        confirmLoading={saving}
        onCancel={saving ? undefined : onCancel}
        cancelButtonProps={{ disabled: saving }}
        closable={!saving}
        keyboard={!saving}
        mask={{ closable: false }}
        destroyOnHidden
        afterClose={() => setRatioLabel(DEFAULT_RATIO_LABEL)}
      >
        <div className={styles.toolbar}>
          <span>裁剪比例</span>
          <Segmented options={RATIO_OPTIONS} value={ratioLabel} onChange={(value) => setRatioLabel(String(value))} />
        </div>
        {file ? <CropperView file={file} aspectRatio={ratioOfLabel(ratioLabel)} cropperRef={cropperRef} /> : null}
      </Modal>
    </ConfigProvider>
  );
}
