import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './select';

afterEach(() => cleanup());

const options = [
  { value: 1, label: '国家标准' },
  { value: 2, label: '行业标准' },
];

describe('Select', () => {
  it('shows the placeholder when nothing is chosen and hands back the option value in its own type', () => {
    const onChange = vi.fn();
    render(<Select ariaLabel="标准级别" placeholder="全部级别" options={options} value={null} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '标准级别' });
    expect(select.selectedOptions[0]!.textContent).toBe('全部级别');
    fireEvent.change(select, { target: { value: '2' } });
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('clears with the placeholder entry', () => {
    const onChange = vi.fn();
    render(<Select ariaLabel="标准级别" placeholder="全部级别" options={options} value={1} onChange={onChange} />);
    const select = screen.getByRole<HTMLSelectElement>('combobox', { name: '标准级别' });
    expect(select.selectedOptions[0]!.textContent).toBe('国家标准');
    fireEvent.change(select, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('lists grouped options under their headings and hands back a grouped choice', () => {
    const onChange = vi.fn();
    const groups = [{ label: '一部', options: [{ value: 11, label: '根及根茎类' }] }, { label: '四部', options: [{ value: 41, label: '通则' }] }];
    const { container } = render(<Select ariaLabel="分类" placeholder="全部分类" options={[]} groups={groups} value={null} onChange={onChange} />);
    expect([...container.querySelectorAll('optgroup')].map((g) => g.getAttribute('label'))).toEqual(['一部', '四部']);
    fireEvent.change(screen.getByRole('combobox', { name: '分类' }), { target: { value: '41' } });
    expect(onChange).toHaveBeenLastCalledWith(41);
  });
});
