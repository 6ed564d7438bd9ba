import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table';

afterEach(() => cleanup());

const columns = [{ key: 'name', title: '品种', render: (r: { id: number; name: string }) => r.name }];
const list = [
  { id: 1, name: '黄芪' },
  { id: 2, name: '当归' },
];

describe('PagedTable', () => {
  it('renders the page’s rows, 共 N 条 and the page buttons, and asks for the page chosen', () => {
    const onPage = vi.fn();
    render(<PagedTable data-testid="herbs" rowKey={(r) => r.id} columns={columns} page={{ list, pageNum: 1, pageSize: 2, total: 5 }} onPage={onPage} totalUnit="条" />);
    const table = screen.getByTestId('herbs');
    expect(table.querySelectorAll('tbody tr')).toHaveLength(2);
    expect(screen.getByText('共 5 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '第 3 页' }));
    expect(onPage).toHaveBeenCalledWith(3);
  });

  it('shows no page buttons when the whole list fits on one page', () => {
    render(<PagedTable rowKey={(r) => r.id} columns={columns} page={{ list, pageNum: 1, pageSize: 10, total: 2 }} onPage={() => undefined} totalUnit="条" />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });
});
