import styles from './switch.module.css';

export interface SwitchProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
  id?: string;
  /** The setting's name when no <label> names it. */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
}

/**
 * antd's Switch without antd: a button with role switch (Space and Enter toggle it, one tab stop),
 * its state announced as checked, 开/关 written on the track.
 */
export function Switch({ checked, onChange, disabled = false, ...aria }: SwitchProps) {
  const classes = [styles.switch, checked ? styles.on : '', disabled ? styles.disabled : ''].filter(Boolean).join(' ');
  return (
    <button type="button" role="switch" aria-checked={checked} disabled={disabled} className={classes} onClick={() => onChange(!checked)} {...aria}>
      <span className={styles.knob} aria-hidden="true" />
      <span className={styles.text} aria-hidden="true">
        {checked ? '开' : '关'}
      </span>
    </button>
  );
}
