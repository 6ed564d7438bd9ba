import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tree, type TreeNode } from './tree';

afterEach(cleanup);

const NODES: TreeNode[] = [
  { key: 1, title: '中药材及饮片检测', children: [{ key: 11, title: '常规检查' }, { key: 12, title: '真伪鉴别' }] },
  { key: 2, title: '中成药检测', children: [{ key: 21, title: '成分分析' }] },
];

function Picker({ onSelect }: { onSelect: (key: number | string | null) => void }) {
  const [key, setKey] = useState<number | string | null>(null);
  return (
    <Tree
      ariaLabel="检测分类"
      nodes={NODES}
      selectedKey={key}
      defaultExpandAll
      onSelect={(next) => {
        setKey(next);
        onSelect(next);
      }}
    />
  );
}

const item = (name: string) => screen.getByRole('treeitem', { name: new RegExp(`^${name}`) });

describe('Tree', () => {
  it('selects a node on click, clears it on a second click, and opens and closes a branch', () => {
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    expect(screen.getByRole('tree', { name: '检测分类' })).toBeTruthy();
    fireEvent.click(screen.getByText('真伪鉴别'));
    expect(onSelect).toHaveBeenLastCalledWith(12);
    expect(item('真伪鉴别').getAttribute('aria-selected')).toBe('true');
    fireEvent.click(screen.getByText('真伪鉴别'));
    expect(onSelect).toHaveBeenLastCalledWith(null);
    expect(item('中成药检测').getAttribute('aria-expanded')).toBe('true');
    fireEvent.keyDown(item('中成药检测'), { key: 'ArrowLeft' });
    expect(item('中成药检测').getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByText('成分分析')).toBeNull();
  });

  it('moves with the arrow keys, one tab stop, and selects with Enter', () => {
    const onSelect = vi.fn();
    render(<Picker onSelect={onSelect} />);
    const first = item('中药材及饮片检测');
    expect(first.tabIndex).toBe(0);
    expect(item('常规检查').tabIndex).toBe(-1);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(item('常规检查'));
    fireEvent.keyDown(item('常规检查'), { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(first);
    fireEvent.keyDown(first, { key: 'End' });
    expect(document.activeElement).toBe(item('成分分析'));
    fireEvent.keyDown(item('成分分析'), { key: 'Enter' });
    expect(onSelect).toHaveBeenLastCalledWith(21);
  });
});
