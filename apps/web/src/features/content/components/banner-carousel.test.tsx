import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_DATA_IDS, type AdvertInfo } from '@tcm/shared';
import { getAdvertsQueryOptions } from '../api/get-adverts';
import { BannerCarousel, SideAdverts } from './banner-carousel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

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

describe('the home banner on a first visit (issue #18)', () => {
  it('shows the banners index.html brought inline without calling for them, and calls on a later visit', async () => {
    const banners = [{ ...advert(1, null), position: 'home_banner' }, { ...advert(2, '/news'), position: 'home_banner' }];
    const inline = document.createElement('script');
    inline.type = 'application/json';
    inline.id = PAGE_DATA_IDS.homeBanners;
    inline.textContent = JSON.stringify(banners);
    document.head.append(inline);
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ retcode: 1, retmsg: '成功', data: [] }), { headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    const show = () =>
      render(
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <BannerCarousel />
          </MemoryRouter>
        </QueryClientProvider>,
      );
    show();
    expect(screen.getByAltText('广告1')).toBeTruthy();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(2);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.getElementById(PAGE_DATA_IDS.homeBanners)).toBeNull(); // taken once

    cleanup();
    show();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(String((fetchMock.mock.calls[0] as unknown as [string])[0])).toContain('/api/advertInfo/findAdvertInfo?position=home_banner');
  });
});
