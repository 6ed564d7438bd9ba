import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from './pagination';

describe('Pagination (lite)', () => {
  afterEach(cleanup);

  it('marks the current page, shows the total and reports the page chosen', () => {
    const onChange = vi.fn();
    render(<Pagination current={1} pageSize={10} total={81} showTotal={(t) => `共 ${t} 条`} onChange={onChange} />);
    expect(screen.getByText('共 81 条')).toBeTruthy();
    expect(screen.getByRole('button', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page');
    expect((screen.getByRole('button', { name: '上一页' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: '第 9 页' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onChange).toHaveBeenLastCalledWith(3);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(onChange).toHaveBeenLastCalledWith(2);
  });

  it('jumps five pages and stops at the last page', () => {
    const onChange = vi.fn();
    render(<Pagination current={18} pageSize={10} total={200} onChange={onChange} />);
    fireEvent.click(screen.getByRole('button', { name: '向前 5 页' }));
    expect(onChange).toHaveBeenLastCalledWith(13);
    expect(screen.queryByRole('button', { name: '向后 5 页' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '第 20 页' }));
    expect(onChange).toHaveBeenLastCalledWith(20);
  });

  it('hides itself on a single page when asked', () => {
    const { container } = render(<Pagination current={1} pageSize={10} total={7} hideOnSinglePage />);
    expect(container.innerHTML).toBe('');
  });
});
