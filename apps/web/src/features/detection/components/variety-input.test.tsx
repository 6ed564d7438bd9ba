import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TestVariety } from '@tcm/shared';
import { SampleCount } from './sample-count';
import { VarietyInput } from './variety-input';

afterEach(cleanup);

const VARIETIES = [
  { id: 1, name: '人参', pinyin: 'renshen', category: '根及根茎类' },
  { id: 2, name: '黄芪', pinyin: 'huangqi', category: '根及根茎类' },
] as unknown as TestVariety[];

function Variety({ onChange }: { onChange: (v: string | null) => void }) {
  const [value, setValue] = useState<string | null>('人参');
  return (
    <VarietyInput
      varieties={VARIETIES}
      value={value}
      onChange={(v) => {
        setValue(v);
        onChange(v);
      }}
    />
  );
}

describe('检测品种', () => {
  it('chooses a listed name, keeps other text as a draft until blur, and 清除 clears', () => {
    const onChange = vi.fn();
    render(<Variety onChange={onChange} />);
    const field = screen.getByRole('combobox', { name: '检测品种' }) as HTMLInputElement;
    expect(field.value).toBe('人参');
    fireEvent.change(field, { target: { value: '黄' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(field);
    expect(field.value).toBe('人参');
    fireEvent.change(field, { target: { value: '黄芪' } });
    expect(onChange).toHaveBeenLastCalledWith('黄芪');
    fireEvent.click(screen.getByRole('button', { name: '清除检测品种' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(field.value).toBe('');
  });
});

describe('样品数', () => {
  it('keeps a whole number from 1 to 999 and shows it on leaving the field', () => {
    const onChange = vi.fn();
    function Count() {
      const [n, setN] = useState(1);
      return (
        <SampleCount
          value={n}
          onChange={(next) => {
            setN(next);
            onChange(next);
          }}
        />
      );
    }
    render(<Count />);
    const field = screen.getByRole('spinbutton', { name: '样品数' }) as HTMLInputElement;
    fireEvent.change(field, { target: { value: '3' } });
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.change(field, { target: { value: '5000' } });
    expect(onChange).toHaveBeenLastCalledWith(999);
    fireEvent.blur(field);
    expect(field.value).toBe('999');
    fireEvent.change(field, { target: { value: '0' } });
    expect(onChange).toHaveBeenLastCalledWith(1);
  });
});
