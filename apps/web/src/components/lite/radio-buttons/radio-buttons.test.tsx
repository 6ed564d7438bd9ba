import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Segmented } from '../segmented/segmented';
import { RadioButtons } from './radio-buttons';

afterEach(() => cleanup());

const options = [
  { value: 0, label: '全部' },
  { value: 2, label: '行业标准' },
];

describe('RadioButtons and Segmented', () => {
  it('check the current value and hand back the chosen option’s value', () => {
    const onChange = vi.fn();
    render(<RadioButtons ariaLabel="标准级别" options={options} value={0} onChange={onChange} />);
    const group = screen.getByRole('radiogroup', { name: '标准级别' });
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '全部' }).checked).toBe(true);
    fireEvent.click(group.querySelector('input[value="2"]')!);
    expect(onChange).toHaveBeenCalledWith(2);
  });

  it('a disabled segment cannot be chosen', () => {
    const onChange = vi.fn();
    render(
      <Segmented
        ariaLabel="药典版本"
        options={[
          { value: 2020, label: '2020版' },
          { value: 2015, label: '2015版', disabled: true },
        ]}
        value={2020}
        onChange={onChange}
      />,
    );
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2015版' }).disabled).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: '2020版' }).checked).toBe(true);
  });
});
