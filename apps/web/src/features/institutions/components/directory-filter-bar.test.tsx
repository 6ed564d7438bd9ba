import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServiceCategory } from '@tcm/shared';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { addressSearch, radioOf, renderWithAddress } from '@/lib/testing/render-with-address';
import { readDirectoryFilters, useDirectoryFilters, writeDirectoryFilters } from '../hooks/use-directory-filters';
import { DirectoryFilterBar } from './directory-filter-bar';

beforeEach(() => stubAntdBrowserApis());
afterEach(() => cleanup());

const node = (id: number, name: string, children: ServiceCategory[] = [], parentId = 0): ServiceCategory => ({ id, parentId, name, sort: id, children });
const CATEGORIES = [node(1, '中药材及饮片检测', [node(6, '常规检查', [], 1), node(7, '真伪鉴别', [], 1)]), node(2, '中成药检测')];

function Harness() {
  const [filters, update] = useDirectoryFilters();
  return <DirectoryFilterBar filters={filters} categories={CATEGORIES} onChange={update} />;
}

const renderAt = (url: string) => renderWithAddress(url, <Harness />);

const q = (text: string) => new URLSearchParams(text);

describe('directory filters ↔ address', { timeout: 20_000 }, () => {
  it('reads the address, refusing what is not a filter, and ?variety= as what it can test', () => {
    expect(readDirectoryFilters(q('region=华东&province=浙江&qualification=2&categoryId=6&variety=黄芪&sort=orders&pageNum=3'))).toEqual({
      region: '华东',
      province: '浙江',
      qualification: 2,
      categoryId: 6,
      testKeyword: '黄芪',
      keyword: '',
      sort: 'orders',
      pageNum: 3,
    });
    // A province outside the region, an unknown region, qualification and sort are dropped.
    expect(readDirectoryFilters(q('region=华南&province=浙江&qualification=3&sort=cheap&pageNum=0'))).toMatchObject({
      region: '华南',
      province: null,
      qualification: null,
      sort: 'rating',
      pageNum: 1,
    });
    expect(readDirectoryFilters(q('region=火星')).region).toBeNull();
  });

  it('writes only what differs from the defaults', () => {
    const f = readDirectoryFilters(q('variety=黄芪'));
    expect(writeDirectoryFilters(f).toString()).toBe(`testKeyword=${encodeURIComponent('黄芪')}`);
    expect(writeDirectoryFilters({ ...f, testKeyword: '', sort: 'rating', pageNum: 1 }).toString()).toBe('');
    expect(writeDirectoryFilters({ ...f, qualification: 1, sort: 'newest', pageNum: 2 }).toString()).toBe(
      `qualification=1&testKeyword=${encodeURIComponent('黄芪')}&sort=newest&pageNum=2`,
    );
  });

  it('a filter change goes to the address and back to page 1; a region clears a province elsewhere', () => {
    renderAt('/organization?province=浙江&pageNum=4');
    expect(addressSearch()).toBe('?province=浙江&pageNum=4');
    fireEvent.click(radioOf('机构资质', '1'));
    expect(addressSearch()).toBe('?province=浙江&qualification=1');
    fireEvent.click(radioOf('所在地区', '华南'));
    expect(addressSearch()).toBe('?region=华南&qualification=1');
    fireEvent.click(radioOf('所在地区', ''));
    expect(addressSearch()).toBe('?qualification=1');
  });

  it('a top category shows its sub-categories; the search boxes write what to test and the name', () => {
    renderAt('/organization');
    expect(screen.queryByRole('radiogroup', { name: '服务子类别' })).toBeNull();
    fireEvent.click(radioOf('服务类别', '1'));
    expect(addressSearch()).toBe('?categoryId=1');
    fireEvent.click(radioOf('服务子类别', '7'));
    expect(addressSearch()).toBe('?categoryId=7');
    // The top category stays chosen beside its sub-category (each group is a radio group of its own).
    expect(radioOf('服务类别', '1').checked).toBe(true);
    expect(radioOf('服务子类别', '7').checked).toBe(true);
    const box = screen.getByLabelText('可检测项目或品种');
    fireEvent.change(box, { target: { value: ' 黄曲霉毒素 ' } });
    // Enter submits the search field's form (jsdom does not turn a key press into a submit).
    fireEvent.submit(box.closest('form')!);
    expect(addressSearch()).toBe('?categoryId=7&testKeyword=黄曲霉毒素');
  });
});
