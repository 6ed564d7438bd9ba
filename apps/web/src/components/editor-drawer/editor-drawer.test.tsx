import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { stubAntdBrowserApis } from '@/lib/testing/browser-stubs';
import { EditorDrawer } from './editor-drawer';

beforeEach(() => stubAntdBrowserApis());
afterEach(cleanup);

const form = (d?: { name: string }) => <p>表单：{d?.name ?? '空白'}</p>;
const show = (target: number | 'new', detail: { data?: { name: string }; error: Error | null }) =>
  render(<EditorDrawer target={target} noun="标准" detail={detail} form={form} onClose={() => undefined} />);

describe('EditorDrawer', () => {
  it('opens a new record’s form at once, titled 新增…', async () => {
    show('new', { error: null });
    expect(await screen.findByText('新增标准')).toBeTruthy();
    expect(screen.getByText('表单：空白')).toBeTruthy();
  });

  it('fills the form once the detail has loaded, titled 编辑…', async () => {
    show(5, { data: { name: '人参' }, error: null });
    expect(await screen.findByText('编辑标准')).toBeTruthy();
    expect(screen.getByText('表单：人参')).toBeTruthy();
  });

  it('shows the error of a detail that failed to load, and no form', async () => {
    show(5, { error: new Error('该标准不存在') });
    expect(await screen.findByText('该标准不存在')).toBeTruthy();
    expect(screen.queryByText(/表单/)).toBeNull();
  });
});
