import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { notifier } from '@/lib/notifier';
import { AntdScopeHost, loadAntdScope, loadAntdScopeForPages } from './antd-scope-host';

afterEach(() => cleanup());

describe('AntdScopeHost', () => {
  it('mounts the scope beside a page for a toast without remounting it, and around the pages once a page needs antd', async () => {
    render(
      <AntdScopeHost>
        <label>
          单位名称
          <input defaultValue="" />
        </label>
      </AntdScopeHost>,
    );
    const input = screen.getByLabelText<HTMLInputElement>('单位名称');
    input.value = '华草检测';
    expect(document.querySelector('.ant-app')).toBeNull();

    // A request error on a page without antd: the toast needs the scope.
    await act(() => loadAntdScope());
    await act(async () => notifier().error('网络异常，请稍后重试'));
    expect(await screen.findByText('网络异常，请稍后重试')).toBeTruthy();
    // The same input, with what was typed: the page was not remounted.
    expect(screen.getByLabelText<HTMLInputElement>('单位名称')).toBe(input);
    expect(input.value).toBe('华草检测');
    expect(input.closest('.ant-app')).toBeNull();

    // A page that renders antd arrives: from now on the scope is around the pages.
    await act(() => loadAntdScopeForPages());
    expect(screen.getByLabelText('单位名称').closest('.ant-app')).not.toBeNull();
  }, 60_000);
});
