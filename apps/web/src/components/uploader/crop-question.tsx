import { Button, Modal } from 'antd';
import { UPLOAD_MESSAGES } from '@tcm/shared';

/** 'crop' opens the cropper, 'asIs' uploads the image unchanged, null drops it (dialog closed). */
export type CropAnswer = 'crop' | 'asIs' | null;

/** §5: 提醒 — 图片是否需要进行裁减? with 不裁剪 and 裁剪. Closing it drops the file. */
export function CropQuestion({ open, onAnswer }: { open: boolean; onAnswer: (answer: CropAnswer) => void }) {
  return (
    <Modal
      open={open}
      title={UPLOAD_MESSAGES.cropConfirmTitle}
      width={400}
      onCancel={() => onAnswer(null)}
      mask={{ closable: false }}
      footer={[
        <Button key="asIs" onClick={() => onAnswer('asIs')}>
          {UPLOAD_MESSAGES.cropNo}
        </Button>,
        <Button key="crop" type="primary" onClick={() => onAnswer('crop')}>
          {UPLOAD_MESSAGES.cropYes}
        </Button>,
      ]}
    >
      {UPLOAD_MESSAGES.cropConfirmText}
    </Modal>
  );
}
