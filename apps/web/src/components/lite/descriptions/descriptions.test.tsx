import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Descriptions } from './descriptions';

afterEach(() => cleanup());

describe('Descriptions', () => {
  it('puts `column` items a row, a too-wide item on a new row, and stretches a row’s last value', () => {
    render(
      <Descriptions
        column={2}
        items={[
          { key: 'a', label: '标准编号', children: 'GB/T 1' },
          { key: 'b', label: '发布机构', children: '国家药典委员会' },
          { key: 'c', label: '发布日期', children: '2025-01-01' },
          { key: 'd', label: '代替标准', children: '无', span: 2 },
        ]}
      />,
    );
    const rows = screen.getAllByRole('row');
    expect(rows.map((r) => r.querySelectorAll('th').length)).toEqual([2, 1, 1]);
    expect(screen.getByRole('rowheader', { name: '发布日期' }).nextElementSibling).toHaveProperty('colSpan', 3);
    expect(screen.getByText('无').closest('td')).toHaveProperty('colSpan', 3);
  });
});
