import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox } from './checkbox';

afterEach(cleanup);

function Agreement({ onChange }: { onChange?: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      checked={checked}
      onChange={(next) => {
        setChecked(next);
        onChange?.(next);
      }}
    >
      我已阅读并同意<a href="/protocal">《平台服务协议》</a>
    </Checkbox>
  );
}

describe('Checkbox', () => {
  it('is a checkbox named by its label; a click on the label ticks it and a second unticks it', () => {
    const onChange = vi.fn();
    render(<Agreement onChange={onChange} />);
    const box = screen.getByRole('checkbox', { name: '我已阅读并同意《平台服务协议》' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('我已阅读并同意'));
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenLastCalledWith(true);
    fireEvent.click(box);
    expect(box.checked).toBe(false);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('shows the mixed state of a 全选 box, and can be disabled', () => {
    const onChange = () => undefined;
    const { rerender } = render(<Checkbox aria-label="全选" checked={false} indeterminate onChange={onChange} />);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate).toBe(true);
    rerender(<Checkbox aria-label="全选" checked indeterminate={false} onChange={onChange} />);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).indeterminate).toBe(false);
    rerender(<Checkbox aria-label="全选" checked={false} disabled onChange={onChange} />);
    expect((screen.getByRole('checkbox', { name: '全选' }) as HTMLInputElement).disabled).toBe(true);
  });
});
