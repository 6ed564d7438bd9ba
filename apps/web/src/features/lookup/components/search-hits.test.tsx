import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { LookupHit } from '@tcm/shared';
import { SearchHits } from './search-hits';

afterEach(() => cleanup());

const monograph: LookupHit = {
  kind: 'monograph',
  id: 7,
  title: '红参',
  titleRuns: [
    ['红', false],
    ['参', true],
  ],
  subtitle: 'Hongshen · Ginseng Radix et Rhizoma Rubra',
  snippetRuns: [],
  tier: 3,
  volume: 1,
  categoryName: '药材和饮片',
  edition: 2020,
};
const standard: LookupHit = {
  kind: 'standard',
  id: 12,
  title: 'GB/T 19618-2004 地理标志产品 长白山人参',
  titleRuns: [['GB/T 19618-2004 地理标志产品 长白山人参', false]],
  subtitle: '国家标准 · 现行 · 国家质量监督检验检疫总局',
  snippetRuns: [
    ['别名：', false],
    ['棒槌', true],
  ],
  tier: 4,
  level: 1,
  state: 1,
};

describe('SearchHits', { timeout: 20_000 }, () => {
  it('links each hit to its own page and shows the matched runs', () => {
    render(
      <MemoryRouter>
        <SearchHits hits={[monograph, standard]} />
      </MemoryRouter>,
    );
    const items = screen.getAllByRole('listitem');
    expect(within(items[0]!).getByRole('link').getAttribute('href')).toBe('/pharmacopoeia/detail?id=7');
    expect(within(items[0]!).getByText('药典品种')).toBeTruthy();
    expect(items[0]!.querySelector('mark')?.textContent).toBe('参');
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/standard/detail?id=12');
    expect(items[1]!.textContent).toContain('国家标准 · 现行');
    expect(items[1]!.querySelector('mark')?.textContent).toBe('棒槌');
  });
});
