import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { PagePager } from './page-pager';

afterEach(cleanup);

describe('PagePager', () => {
  it('shows nothing until the page is known, nor while one page holds all', () => {
    render(<PagePager page={undefined} onPage={() => undefined} />);
    render(<PagePager page={{ pageNum: 1, pageSize: 10, total: 10 }} onPage={() => undefined} />);
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('shows the pager and 共 N 条 once there is a second page', () => {
    render(<PagePager page={{ pageNum: 2, pageSize: 10, total: 11 }} onPage={() => undefined} />);
    expect(screen.getByRole('navigation', { name: '分页' })).toBeTruthy();
    expect(screen.getByText('共 11 条')).toBeTruthy();
  });
});
