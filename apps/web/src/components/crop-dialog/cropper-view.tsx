import { useEffect, useRef, type RefObject } from 'react';
import Cropper from 'cropperjs';
import 'cropperjs/dist/cropper.css';
import { defaultCropBox } from './crop-box';
import styles from './crop-dialog.module.css';

/**
 * cropperjs 1 over one image file. The instance is handed out through
 * `cropperRef` for the dialog's save; `aspectRatio` follows the chosen preset
 * (NaN is free). §3 options: autoCrop with the default box, fixed ratio.
 */
export function CropperView({
  file,
  aspectRatio,
  cropperRef,
}: {
  file: Blob;
  aspectRatio: number;
  cropperRef: RefObject<Cropper | null>;
}) {
  const imageRef = useRef<HTMLImageElement>(null);
  const ratioRef = useRef(aspectRatio);

  useEffect(() => {
    const image = imageRef.current;
    if (!image) return undefined;
    const url = URL.createObjectURL(file);
    image.src = url;
    const cropper: Cropper = new Cropper(image, {
      viewMode: 1,
      dragMode: 'move',
      autoCrop: true,
      aspectRatio: ratioRef.current,
      background: true,
      ready() {
        cropper.setCropBoxData(defaultCropBox(cropper.getCanvasData()));
      },
    });
    cropperRef.current = cropper;
    return () => {
      cropper.destroy();
      cropperRef.current = null;
      URL.revokeObjectURL(url);
    };
  }, [file, cropperRef]);

  useEffect(() => {
    ratioRef.current = aspectRatio;
    cropperRef.current?.setAspectRatio(aspectRatio);
  }, [aspectRatio, cropperRef]);

  return (
    <div className={styles.stage}>
      <img ref={imageRef} alt="待裁剪的图片" className={styles.image} />
    </div>
  );
}
