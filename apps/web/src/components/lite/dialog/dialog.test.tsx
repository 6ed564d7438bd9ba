import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Progress } from '../progress/progress';
import { ConfirmDialog } from './confirm-dialog';
import { Dialog } from './dialog';

afterEach(() => cleanup());

describe('lite Dialog', () => {
  it('is absent while closed; open, it is a dialog named by its title with body and footer', () => {
    const { rerender } = render(<Dialog open={false} title="提醒" onClose={() => undefined} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(
      <Dialog open title="提醒" onClose={() => undefined} footer={<button type="button">好</button>}>
        正文
      </Dialog>,
    );
    const dialog = screen.getByRole('dialog', { name: '提醒' });
    expect(dialog.textContent).toContain('正文');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
  });

  it('closes by its × and by Esc; without closable there is no ×', () => {
    const onClose = vi.fn();
    const { rerender } = render(<Dialog open title="提醒" onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: '关闭' }));
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(<Dialog open title="提醒" onClose={onClose} closable={false} />);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
  });

  it('gives the focus back to what had it when it closes', () => {
    const { rerender } = render(
      <>
        <button type="button">打开</button>
        <Dialog open={false} title="提醒" onClose={() => undefined} />
      </>,
    );
    const opener = screen.getByRole('button', { name: '打开' });
    opener.focus();
    rerender(
      <>
        <button type="button">打开</button>
        <Dialog open title="提醒" onClose={() => undefined} footer={<button type="button" data-autofocus="">好</button>} />
      </>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '好' }));
    rerender(
      <>
        <button type="button">打开</button>
        <Dialog open={false} title="提醒" onClose={() => undefined} />
      </>,
    );
    expect(document.activeElement).toBe(opener);
  });
});

describe('lite ConfirmDialog', () => {
  it('asks with 取消 and 确定 (focused), no ×; each calls its handler', () => {
    const onOk = vi.fn();
    const onCancel = vi.fn();
    render(<ConfirmDialog open title="替换图片会删除原来的图片" onOk={onOk} onCancel={onCancel} />);
    const ok = screen.getByRole('button', { name: /^确\s*定$/ });
    expect(document.activeElement).toBe(ok);
    expect(screen.queryByRole('button', { name: '关闭' })).toBeNull();
    fireEvent.click(ok);
    fireEvent.click(screen.getByRole('button', { name: /^取\s*消$/ }));
    expect([onOk.mock.calls.length, onCancel.mock.calls.length]).toEqual([1, 1]);
  });
});

describe('lite Progress', () => {
  it('is a named progressbar whose value is the rounded percent, kept within 0–100', () => {
    const { rerender } = render(<Progress percent={39.6} label="上传进度" />);
    expect(screen.getByRole('progressbar', { name: '上传进度' }).getAttribute('aria-valuenow')).toBe('40');
    rerender(<Progress percent={140} label="上传进度" />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
