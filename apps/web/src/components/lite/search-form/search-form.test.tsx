import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SearchForm } from './search-form';

afterEach(() => cleanup());

describe('SearchForm', () => {
  it('is a named search landmark that searches on Enter and on its submit button, without reloading', () => {
    const onSearch = vi.fn();
    render(
      <SearchForm label="订单筛选" onSearch={onSearch}>
        <input aria-label="订单号" />
        <button type="submit">查询</button>
      </SearchForm>,
    );
    const form = screen.getByRole('search', { name: '订单筛选' });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    fireEvent.submit(form);
    expect(onSearch).toHaveBeenCalledTimes(2);
  });
});
