import { useRef, type ChangeEvent, type RefObject } from 'react';
import { LiteIcon } from '@/components/lite/icon/icon';
import { plusOutlined } from '@/components/lite/icon/icon-paths';
import styles from './uploader.module.css';

/** The 180-px "add" tile: opens the file chooser and hands over what was chosen. */
export function AddTile({
  label,
  accept,
  multiple,
  disabled,
  onFiles,
}: {
  label: string;
  accept: string;
  multiple: boolean;
  disabled: boolean;
  onFiles: (files: File[]) => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" className={styles.add} disabled={disabled} onClick={() => input.current?.click()}>
        <LiteIcon d={plusOutlined} className={styles.addIcon} />
        <span>{label}</span>
      </button>
      <FileInput inputRef={input} accept={accept} multiple={multiple} label={label} onFiles={onFiles} />
    </>
  );
}

/** A hidden file input; its value is cleared after each choice so the same file can be chosen again. */
export function FileInput({
  inputRef,
  accept,
  multiple,
  label,
  onFiles,
}: {
  inputRef: RefObject<HTMLInputElement | null>;
  accept: string;
  multiple: boolean;
  label: string;
  onFiles: (files: File[]) => void;
}) {
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    onFiles(files);
  };
  return (
    <input
      ref={inputRef}
      type="file"
      className={styles.input}
      accept={accept}
      multiple={multiple}
      aria-label={label}
      tabIndex={-1}
      onChange={onChange}
    />
  );
}
