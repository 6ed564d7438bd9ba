import { Button } from 'antd';
import styles from './catalogue.module.css';

export const PINYIN_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');

/**
 * The catalogue's A–Z bar over the pinyin initials. `available` (when known)
 * disables letters without entries; pinyin never starts with I, U or V, so
 * those are always off.
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
  return (
    <nav className={styles.pinyinIndex} aria-label="拼音首字母索引">
      <Button
        size="small"
        type={value === null ? 'primary' : 'text'}
        aria-pressed={value === null}
        autoInsertSpace={false}
        onClick={() => onChange(null)}
      >
        全部
      </Button>
      {PINYIN_LETTERS.map((letter) => (
        <Button
          key={letter}
          size="small"
          type={value === letter ? 'primary' : 'text'}
          aria-pressed={value === letter}
          disabled={isOff(letter)}
          className={styles.letter}
          onClick={() => onChange(letter)}
        >
          {letter}
        </Button>
      ))}
    </nav>
  );
}
