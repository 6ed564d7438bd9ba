import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RadioGroup } from './radio-group';

describe('RadioGroup', () => {
  it('is a named radiogroup whose checked radio is the value, and reports a choice', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        ariaLabel="排序"
        look="segmented"
        options={[
          { value: 'rating', label: '综合评分' },
          { value: 'orders', label: '检测单量' },
        ]}
        value="rating"
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('radiogroup', { name: '排序' });
    expect((screen.getByRole('radio', { name: '综合评分' }) as HTMLInputElement).checked).toBe(true);
    expect(group.querySelectorAll('input[type=radio]')).toHaveLength(2);
    fireEvent.click(screen.getByRole('radio', { name: '检测单量' }));
    expect(onChange).toHaveBeenCalledWith('orders');
  });

  it('greys a disabled option: it cannot be chosen', () => {
    const onChange = vi.fn();
    render(
      <RadioGroup
        ariaLabel="药典版本"
        look="segmented"
        options={[
          { value: 2020, label: '2020年版' },
          { value: 2015, label: '2015年版', disabled: true },
        ]}
        value={2020}
        onChange={onChange}
      />,
    );
    const lacking = screen.getByRole('radio', { name: '2015年版' }) as HTMLInputElement;
    expect(lacking.disabled).toBe(true);
    fireEvent.click(lacking);
    expect(onChange).not.toHaveBeenCalled();
    expect((screen.getByRole('radio', { name: '2020年版' }) as HTMLInputElement).disabled).toBe(false);
  });
});
