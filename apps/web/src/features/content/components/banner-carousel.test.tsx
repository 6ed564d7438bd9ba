import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdvertInfo } from '@tcm/shared';
import { getAdvertsQueryOptions } from '../api/get-adverts';
import { SideAdverts } from './banner-carousel';

afterEach(() => cleanup());

const advert = (id: number, linkUrl: string | null): AdvertInfo => ({ id, position: 'home_side', title: `广告${id}`, imageUrl: `/files/a${id}.png`, linkUrl, sort: id });

function renderSide(adverts: AdvertInfo[]) {
  const client = new QueryClient();
  client.setQueryData(getAdvertsQueryOptions('home_side').queryKey, adverts);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <SideAdverts />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return (title: string) => screen.getByAltText(title).closest('a')?.getAttribute('href') ?? null;
}

describe('advert links (issue #17)', () => {
  it('links a site path in the app and an http(s) address in a new tab', () => {
    const hrefOf = renderSide([advert(1, '/detection'), advert(2, 'https://www.tcmqc.example.cn/a')]);
    expect(hrefOf('广告1')).toBe('/detection');
    expect(hrefOf('广告2')).toBe('https://www.tcmqc.example.cn/a');
  });

  it('shows a stored link that another host hides in as no link at all', () => {
    const hrefOf = renderSide([advert(1, '/\\evil.com'), advert(2, '//evil.com'), advert(3, 'javascript:alert(1)')]);
    expect([hrefOf('广告1'), hrefOf('广告2'), hrefOf('广告3')]).toEqual([null, null, null]);
  });
});
