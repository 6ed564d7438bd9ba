import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Table } from './table';

afterEach(() => cleanup());

const rows = [
  { id: 1, name: '人参', issuer: '国家药品监督管理局、国家卫生健康委员会' },
  { id: 2, name: '红参', issuer: '松岚参业有限公司' },
];

describe('Table', () => {
  it('renders column headers and one row per item, an ellipsis cell titled with its whole text, and says when it is busy', () => {
    const { container, rerender } = render(
      <Table
        rowKey={(r) => r.id}
        rows={rows}
        columns={[
          { key: 'name', title: '名称', render: (r) => r.name },
          { key: 'issuer', title: '发布机构', width: 200, ellipsis: true, render: (r) => r.issuer },
        ]}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['名称', '发布机构']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
    expect(screen.getByText('松岚参业有限公司').getAttribute('title')).toBe('松岚参业有限公司');
    expect(container.querySelector('[aria-busy="true"]')).toBeNull();
    rerender(<Table rowKey={(r) => r.id} rows={rows} loading columns={[{ key: 'name', title: '名称', render: (r) => r.name }]} />);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
