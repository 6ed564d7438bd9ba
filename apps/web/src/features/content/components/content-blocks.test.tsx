import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { formatListTime, type ArticleSummary, type PubsInformation } from '@tcm/shared';
import { ArticleRows, ArticleTitleList } from './article-list';
import { PubsRows } from './pubs-rows';
import { EMPTY_LIST_TEXT, LOAD_FAILED_TEXT, QueryState } from '@/components/query-state/query-state';

afterEach(() => cleanup());

const inRouter = (node: React.ReactNode) => render(<MemoryRouter>{node}</MemoryRouter>);

const ARTICLE: ArticleSummary = {
  id: 41,
  categoryId: 2,
  categoryName: '行业动态',
  title: '2026年中药饮片专项抽检结果通报',
  summary: '抽检覆盖12个省份的饮片生产企业。',
  coverUrl: null,
  source: '平台编辑部',
  publishTime: '2025-03-08T02:00:00.000Z',
  viewCount: 128,
  isTop: true,
};

describe('content blocks', () => {
  it('QueryState shows loading, failure, empty, then the content', () => {
    const { rerender, container } = render(
      <QueryState isPending isError={false}>
        <p>内容</p>
      </QueryState>,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(
      <QueryState isPending={false} isError>
        <p>内容</p>
      </QueryState>,
    );
    expect(screen.getByText(LOAD_FAILED_TEXT)).toBeTruthy();
    rerender(
      <QueryState isPending={false} isError={false} isEmpty>
        <p>内容</p>
      </QueryState>,
    );
    expect(screen.getByText(EMPTY_LIST_TEXT)).toBeTruthy();
    rerender(
      <QueryState isPending={false} isError={false} isEmpty={false}>
        <p>内容</p>
      </QueryState>,
    );
    expect(screen.getByText('内容')).toBeTruthy();
  });

  it('article rows link to the detail, pin a 置顶 article and show §9 list time and views', () => {
    inRouter(<ArticleRows items={[ARTICLE]} />);
    const link = screen.getByRole('link', { name: /2026年中药饮片专项抽检结果通报/ });
    expect(link.getAttribute('href')).toBe('/news/detail?id=41');
    expect(within(link).getByText('置顶')).toBeTruthy();
    expect(screen.getByText(formatListTime(ARTICLE.publishTime))).toBeTruthy();
    expect(screen.getByText('浏览 128')).toBeTruthy();
    cleanup();
    inRouter(<ArticleTitleList items={[{ ...ARTICLE, isTop: false }]} showCategory />);
    expect(screen.getByText('[行业动态]')).toBeTruthy();
  });

  it('notice rows carry the type and link to the notice', () => {
    const notice: PubsInformation = { id: 9, title: '关于第三批检测机构资质的公示', infoType: '资质公示', publisher: '平台运营中心', publishTime: '' };
    inRouter(<PubsRows items={[notice]} />);
    expect(screen.getByText('资质公示')).toBeTruthy();
    expect(screen.getByRole('link', { name: '关于第三批检测机构资质的公示' }).getAttribute('href')).toBe('/news/notice?id=9');
    expect(screen.getByText('暂无数据')).toBeTruthy(); // §9: a missing date shows the no-data text
  });
});
