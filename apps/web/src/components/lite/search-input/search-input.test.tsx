import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchInput } from './search-input';

afterEach(() => cleanup());

const box = () => screen.getByRole<HTMLInputElement>('textbox', { name: '检索' });

describe('SearchInput', () => {
  it('searches the typed words on Enter (submit) and on the button', () => {
    const onSearch = vi.fn();
    render(<SearchInput ariaLabel="检索" buttonText="搜索" defaultValue="人参" onSearch={onSearch} />);
    expect(box().value).toBe('人参');
    fireEvent.change(box(), { target: { value: '人参皂苷' } });
    fireEvent.submit(box().form!);
    expect(onSearch).toHaveBeenLastCalledWith('人参皂苷');
    fireEvent.click(screen.getByRole('button', { name: '搜索' }));
    expect(onSearch).toHaveBeenCalledTimes(2);
  });

  it('clears the box and searches for nothing with the cross, shown only while there is text', () => {
    const onSearch = vi.fn();
    render(<SearchInput ariaLabel="检索" buttonText="搜索" allowClear onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
    fireEvent.change(box(), { target: { value: 'rs' } });
    fireEvent.click(screen.getByRole('button', { name: '清除' }));
    expect(box().value).toBe('');
    expect(onSearch).toHaveBeenCalledWith('');
    expect(screen.queryByRole('button', { name: '清除' })).toBeNull();
  });

  it('without a button text shows antd’s plain icon button, named 搜索 for assistive technology', () => {
    const onSearch = vi.fn();
    render(<SearchInput ariaLabel="检索" defaultValue="黄芪" onSearch={onSearch} />);
    const button = screen.getByRole('button', { name: '搜索' });
    expect(button.textContent).toBe('');
    expect(button.querySelector('svg')).not.toBeNull();
    fireEvent.click(button);
    expect(onSearch).toHaveBeenCalledWith('黄芪');
  });
});
