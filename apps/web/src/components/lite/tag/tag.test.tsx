import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CheckableTag, Tag } from './tag';

afterEach(cleanup);

describe('Tag', () => {
  it('closable: a named × button calls onClose', () => {
    const onClose = vi.fn();
    render(
      <Tag closable closeLabel="移除 水分" onClose={onClose}>
        水分
      </Tag>,
    );
    fireEvent.click(screen.getByRole('button', { name: '移除 水分' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('CheckableTag: a toggle button that says whether it is on', () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <CheckableTag checked={false} onChange={onChange}>
        水分
      </CheckableTag>,
    );
    const toggle = screen.getByRole('button', { name: '水分' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(true);
    rerender(
      <CheckableTag checked onChange={onChange}>
        水分
      </CheckableTag>,
    );
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(toggle);
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
