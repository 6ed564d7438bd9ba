import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Supplier } from '@tcm/shared';
import { SupplierList } from './supplier-list';

afterEach(cleanup);

const SUPPLIER: Supplier = { id: 12, name: '亳州华夏药业有限公司', region: '安徽 亳州', mainProducts: '黄芪、当归', logo: null, listedCount: 8, premium: true };

describe('SupplierList', () => {
  it('links each supplier to its products in the mall, with its facts', () => {
    render(
      <MemoryRouter>
        <SupplierList title="优质会员" suppliers={[SUPPLIER]} loading={false} testId="premium" />
      </MemoryRouter>,
    );
    const link = within(screen.getByTestId('premium')).getByRole('link');
    expect(link.getAttribute('href')).toBe('/mall?supplierId=12');
    expect(link.textContent).toBe('亳州亳州华夏药业有限公司优质会员安徽 亳州 · 在售 8 件主营：黄芪、当归');
  });
});
