import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { addressSearch, radioOf, renderWithAddress } from '@/lib/testing/render-with-address';
import { readStandardFilters, useStandardFilters, writeStandardFilters } from '../hooks/use-standard-filters';
import { StandardFilterBar } from './standard-filter-bar';

afterEach(() => cleanup());

function Harness() {
  const [filters, update] = useStandardFilters();
  return <StandardFilterBar filters={filters} issuers={[{ issuer: '国家药典委员会', count: 3 }]} onChange={update} />;
}

const renderAt = (url: string) => renderWithAddress(url, <Harness />);


describe('standard filters ↔ address', { timeout: 20_000 }, () => {
  it('reads and writes the address, leaving out empty filters and page 1', () => {
    const f = readStandardFilters(new URLSearchParams('keyword=%20人参%20&level=3&state=9&year=2020&pageNum=2&issuer=x'));
    expect(f).toEqual({ keyword: '人参', level: 3, state: null, issuer: 'x', year: 2020, pageNum: 2 });
    expect(writeStandardFilters({ ...f, issuer: '', pageNum: 1 }).toString()).toBe('keyword=%E4%BA%BA%E5%8F%82&level=3&year=2020');
    expect(readStandardFilters(new URLSearchParams('level=0&pageNum=-1&year=1800'))).toEqual({
      keyword: '',
      level: null,
      state: null,
      issuer: '',
      year: null,
      pageNum: 1,
    });
  });

  it('shows the filters of the address', () => {
    renderAt('/standard?keyword=GB/T 19618&level=2&state=3');
    expect(radioOf('标准级别', '2').checked).toBe(true);
    expect(radioOf('标准状态', '3').checked).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('标准编号或名称').value).toBe('GB/T 19618');
  });

  it('puts a chosen level and state into the address and goes back to page 1', () => {
    renderAt('/standard?pageNum=3&state=1');
    fireEvent.click(radioOf('标准级别', '4'));
    expect(addressSearch()).toBe('?level=4&state=1');
    fireEvent.click(radioOf('标准状态', '0'));
    expect(addressSearch()).toBe('?level=4');
  });

  it('searches by number or name from the box', () => {
    renderAt('/standard?level=1&pageNum=2');
    const box = screen.getByLabelText<HTMLInputElement>('标准编号或名称');
    fireEvent.change(box, { target: { value: ' 人参 ' } });
    // Enter in the box submits its form (the browser's implicit submission).
    fireEvent.submit(box.form!);
    expect(addressSearch()).toBe('?keyword=人参&level=1');
  });
});
