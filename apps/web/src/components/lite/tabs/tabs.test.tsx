import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Tabs } from './tabs';

const press = (key: string) => fireEvent.keyDown(document.activeElement ?? document.body, { key });

function Demo() {
  const [key, setKey] = useState('a');
  return (
    <Tabs
      aria-label="资讯分类"
      activeKey={key}
      onChange={setKey}
      items={[
        { key: 'a', label: '政策资讯', children: <p>政策内容</p> },
        { key: 'b', label: '行业动态', children: <p>行业内容</p> },
        { key: 'c', label: '平台公告', children: <p>公告内容</p> },
      ]}
    />
  );
}

describe('Tabs (lite)', () => {
  afterEach(cleanup);

  it('shows the active panel, labelled by its tab, and opens another on click', () => {
    render(<Demo />);
    expect(screen.getByRole('tabpanel', { name: '政策资讯' }).textContent).toContain('政策内容');
    expect(screen.queryByText('行业内容')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: '行业动态' }));
    expect(screen.getByRole('tab', { name: '行业动态' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toContain('行业内容');
  });

  it('moves with the arrow keys, Home and End, wrapping round, one tab in the tab order', () => {
    render(<Demo />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1]);
    tabs[0]?.focus();
    expect(document.activeElement).toBe(tabs[0]);
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs[1]);
    expect(screen.getByRole('tabpanel').textContent).toContain('行业内容');
    press('End');
    expect(screen.getByRole('tabpanel').textContent).toContain('公告内容');
    press('ArrowRight');
    expect(document.activeElement).toBe(tabs[0]);
    press('ArrowLeft');
    expect(document.activeElement).toBe(tabs[2]);
    press('Home');
    expect(screen.getByRole('tabpanel').textContent).toContain('政策内容');
  });
});
