import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { AmountSummary } from './amounts';

afterEach(() => cleanup());

describe('AmountSummary', () => {
  it('shows fen as yuan with sign, thousands separators and two decimals', () => {
    render(<AmountSummary amounts={{ itemsFen: 123450, surchargePercent: 50, surchargeFen: 61725, totalFen: 185175 }} />);
    const text = screen.getByTestId('amount-summary').textContent;
    expect(text).toContain('检测费¥1,234.50');
    expect(text).toContain('加急费（+50%）¥617.25');
    expect(text).toContain('合计¥1,851.75');
  });

  it('leaves out the surcharge of a normal order and shows zero as 0.00', () => {
    render(<AmountSummary amounts={{ itemsFen: 0, surchargePercent: 0, surchargeFen: 0, totalFen: 0 }} />);
    const text = screen.getByTestId('amount-summary').textContent;
    expect(text).not.toContain('加急费');
    expect(text).toContain('合计0.00');
  });
});
