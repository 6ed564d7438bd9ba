import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { AntdScope } from './antd-scope';

afterEach(() => cleanup());

describe('AntdScope’s notifier', () => {
  it('stacks plain success toasts, and replaces a keyed one still on screen (加入购物车 twice)', async () => {
    render(<AntdScope />);
    await act(async () => notifier().success('收藏成功'));
    await act(async () => notifier().success('已将「水分」加入购物车', 'cart-added'));
    expect(await screen.findByText('收藏成功')).toBeTruthy();
    expect(await screen.findByText('已将「水分」加入购物车')).toBeTruthy();

    await act(async () => notifier().success('已将「总灰分」加入购物车', 'cart-added'));
    expect(await screen.findByText('已将「总灰分」加入购物车')).toBeTruthy();
    expect(screen.queryByText('已将「水分」加入购物车')).toBeNull();
    expect(screen.getByText('收藏成功')).toBeTruthy();
  }, 30_000);
});
