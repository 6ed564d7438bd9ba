import { UPLOAD_MESSAGES } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { Dialog } from '@/components/lite/dialog/dialog';

/** 'crop' opens the cropper, 'asIs' uploads the image unchanged, null drops it (dialog closed). */
export type CropAnswer = 'crop' | 'asIs' | null;

/** antd's two-character button text with its inserted space (裁 剪). */
const spaced = (text: string) => (/^[\u4e00-\u9fa5]{2}$/.test(text) ? `${text[0]} ${text[1]}` : text);

/** §5: 提醒 — 图片是否需要进行裁减? with 不裁剪 and 裁剪. Closing it (×, Esc) drops the file; the mask does nothing. */
export function CropQuestion({ open, onAnswer }: { open: boolean; onAnswer: (answer: CropAnswer) => void }) {
  return (
    <Dialog
      open={open}
      title={UPLOAD_MESSAGES.cropConfirmTitle}
      width={400}
      onClose={() => onAnswer(null)}
      footer={
        <>
          <Button onClick={() => onAnswer('asIs')}>{UPLOAD_MESSAGES.cropNo}</Button>
          <Button kind="primary" onClick={() => onAnswer('crop')}>
            {spaced(UPLOAD_MESSAGES.cropYes)}
          </Button>
        </>
      }
    >
      {UPLOAD_MESSAGES.cropConfirmText}
    </Dialog>
  );
}
