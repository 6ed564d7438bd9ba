import styles from './catalogue.module.css';

export const PINYIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The catalogue's A–Z bar over the pinyin initials. `available` (when known)
 * disables letters without entries; pinyin never starts with I, U or V, so
 * those are always off. Small text buttons (antd's look), the chosen one filled.
 */
export function PinyinIndex({
  value,
  onChange,
  available,
}: {
  value: string | null;
  onChange: (letter: string | null) => void;
  available?: ReadonlySet<string>;
}) {
  const isOff = (letter: string) => (available ? !available.has(letter) : 'IUV'.includes(letter));
  const cls = (base: string | undefined, on: boolean) => (on ? `${base} ${styles.letterOn}` : base);
  return (
    <nav className={styles.pinyinIndex} aria-label="拼音首字母索引">
      <button type="button" className={cls(styles.letterAll, value === null)} aria-pressed={value === null} onClick={() => onChange(null)}>
        全部
      </button>
      {PINYIN_LETTERS.map((letter) => (
        <button
          key={letter}
          type="button"
          className={cls(styles.letter, value === letter)}
          aria-pressed={value === letter}
          disabled={isOff(letter)}
          onClick={() => onChange(letter)}
        >
          {letter}
        </button>
      ))}
    </nav>
  );
}
