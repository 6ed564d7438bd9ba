import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PharmacopoeiaVolume } from '@tcm/shared';
import { CatalogueMenu } from './catalogue-menu';

afterEach(() => cleanup());

const volumes = [
  { volume: 1, volumeName: '一部', categories: [{ id: 7, volume: 1, name: '药材和饮片', monographCount: 135 }] },
] as unknown as PharmacopoeiaVolume[];

describe('CatalogueMenu', () => {
  it('marks the chosen entry aria-current and reports the volume and category of a click', () => {
    const onSelect = vi.fn();
    render(<CatalogueMenu volumes={volumes} value={{ volume: 1, categoryId: null }} onSelect={onSelect} />);
    const menu = screen.getByRole('navigation', { name: '药典目录' });
    expect(screen.getByRole('button', { name: '一部全部' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('button', { name: '全部品种' }).getAttribute('aria-current')).toBeNull();
    expect(menu.textContent).toContain('一部');
    fireEvent.click(screen.getByRole('button', { name: '药材和饮片（135）' }));
    expect(onSelect).toHaveBeenLastCalledWith({ volume: 1, categoryId: 7 });
    fireEvent.click(screen.getByRole('button', { name: '全部品种' }));
    expect(onSelect).toHaveBeenLastCalledWith({ volume: null, categoryId: null });
  });
});
