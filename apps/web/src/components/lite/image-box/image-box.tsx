import { useRef, useState, type CSSProperties } from 'react';
import styles from './image-box.module.css';

export interface ImageBoxProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The full-size image a click shows over the page (antd Image's preview); none: no preview. */
  previewSrc?: string | null;
  fit?: CSSProperties['objectFit'];
  className?: string;
}

/**
 * An image in a box of fixed size (reserved before it loads, so nothing
 * shifts), "加载失败" when it cannot load, and a click (or Enter) previews it
 * full size in a modal dialog that Esc, 关闭 or a click outside closes.
 */
export function ImageBox({ src, alt, width, height, previewSrc = src, fit = 'cover', className }: ImageBoxProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [broken, setBroken] = useState(false);
  const box = { width, height };
  const image = broken ? (
    <span className={styles.broken}>加载失败</span>
  ) : (
    <img className={styles.img} src={src} alt={alt} width={width} height={height} style={{ objectFit: fit }} loading="lazy" onError={() => setBroken(true)} />
  );
  if (!previewSrc || broken) {
    return (
      <span className={className ? `${styles.box} ${className}` : styles.box} style={box}>
        {image}
      </span>
    );
  }
  return (
    <>
      <button
        type="button"
        className={className ? `${styles.box} ${styles.button} ${className}` : `${styles.box} ${styles.button}`}
        style={box}
        aria-label={`预览${alt}`}
        onClick={() => dialog.current?.showModal()}
      >
        {image}
        <span className={styles.mask} aria-hidden="true">
          预览
        </span>
      </button>
      <dialog
        ref={dialog}
        className={styles.preview}
        aria-label={alt}
        onClick={(e) => {
          if (e.target === e.currentTarget) e.currentTarget.close();
        }}
      >
        <img src={previewSrc} alt={alt} className={styles.full} />
        <button type="button" className={styles.close} onClick={() => dialog.current?.close()}>
          关闭
        </button>
      </dialog>
    </>
  );
}
