import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PINYIN_LETTERS, PinyinIndex } from './pinyin-index';

afterEach(() => cleanup());

const letter = (name: string) => screen.getByRole('button', { name });

describe('PinyinIndex', { timeout: 20_000 }, () => {
  it('offers 全部 and A–Z, marks the current letter and reports clicks', () => {
    const onChange = vi.fn();
    render(<PinyinIndex value="R" onChange={onChange} />);
    expect(PINYIN_LETTERS).toHaveLength(26);
    expect(screen.getAllByRole('button')).toHaveLength(27);
    expect(letter('R').getAttribute('aria-pressed')).toBe('true');
    expect(letter('全部').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(letter('D'));
    expect(onChange).toHaveBeenLastCalledWith('D');
    fireEvent.click(letter('全部'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('turns off I, U and V (no pinyin syllable starts with them) when nothing else is known', () => {
    render(<PinyinIndex value={null} onChange={() => undefined} />);
    for (const name of ['I', 'U', 'V']) expect(letter(name)).toHaveProperty('disabled', true);
    expect(letter('A')).toHaveProperty('disabled', false);
    expect(letter('全部').getAttribute('aria-pressed')).toBe('true');
  });

  it('turns off every letter without entries when the available letters are given', () => {
    const onChange = vi.fn();
    render(<PinyinIndex value={null} onChange={onChange} available={new Set(['R', 'S'])} />);
    expect(letter('R')).toHaveProperty('disabled', false);
    expect(letter('A')).toHaveProperty('disabled', true);
    fireEvent.click(letter('A'));
    expect(onChange).not.toHaveBeenCalled();
  });
});
