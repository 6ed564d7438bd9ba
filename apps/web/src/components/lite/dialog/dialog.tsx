import { useEffect, useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { LiteIcon } from '../icon/icon';
import { closeOutlined } from '../icon/icon-paths';
import styles from './dialog.module.css';

export interface DialogProps {
  open: boolean;
  title: ReactNode;
  children?: ReactNode;
  /** The buttons at the bottom right (antd's footer); none when omitted. */
  footer?: ReactNode;
  /** The close ×, Esc: what closing without an answer means. */
  onClose: () => void;
  /** Shows the close × in the corner (default true); Esc closes either way. */
  closable?: boolean;
  /** Width in px (antd's Modal: 520). */
  width?: number;
  /** An icon before the title (antd's confirm: a warning circle). */
  icon?: ReactNode;
}

/**
 * antd's Modal without antd: a native modal <dialog> (the page behind is
 * inert, focus stays inside, Esc closes), white panel 100 px from the top,
 * bold title, close × and footer buttons. A click on the mask does nothing.
 * It is in the document only while open, and renders where it is placed, so
 * inside another dialog (an antd Modal's focus lock) it still takes focus.
 * The button or field marked `data-autofocus` gets the focus on opening.
 */
export function Dialog(props: DialogProps) {
  return props.open ? <OpenDialog {...props} /> : null;
}

function OpenDialog({ title, children, footer, onClose, closable = true, width = 520, icon }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom has no showModal: the open attribute shows it there.
    if (typeof dialog.showModal === 'function' && !dialog.open) dialog.showModal();
    else dialog.setAttribute('open', '');
    dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
      if (before?.isConnected) before.focus({ preventScroll: true });
    };
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Esc: the browser's cancel, kept from closing the element itself (the owner closes it by state).
    const onCancel = (event: Event) => {
      event.preventDefault();
      close.current();
    };
    dialog.addEventListener('cancel', onCancel);
    return () => dialog.removeEventListener('cancel', onCancel);
  }, []);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      style={{ width }}
      aria-labelledby={titleId}
      aria-modal="true"
      // jsdom and old browsers without the cancel event: Esc by hand.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && typeof ref.current?.showModal !== 'function') close.current();
      }}
    >
      <div className={styles.panel}>
        {closable ? (
          <button type="button" className={styles.close} aria-label="关闭" onClick={() => close.current()}>
            <LiteIcon d={closeOutlined} />
          </button>
        ) : null}
        <div className={icon ? `${styles.title} ${styles.withIcon}` : styles.title} id={titleId}>
          {icon}
          <span>{title}</span>
        </div>
        {children !== undefined && children !== null ? <div className={icon ? `${styles.body} ${styles.bodyIndent}` : styles.body}>{children}</div> : null}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </div>
    </dialog>
  );
}
