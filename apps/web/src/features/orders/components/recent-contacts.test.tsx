import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentContacts } from './recent-contacts';

afterEach(() => cleanup());

describe('recent return contacts at checkout (issue #20)', () => {
  it('offers each contact as a button that hands it to the form', () => {
    const contacts = [
      { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' },
      { name: '吴倩', phone: '13933334444', address: '安徽省亳州市谯城区魏武大道8号' },
    ];
    const onPick = vi.fn();
    render(<RecentContacts contacts={contacts} onPick={onPick} />);
    const group = screen.getByRole('group', { name: '最近使用的回寄地址' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['周明 13911112222安徽省亳州市谯城区药都路1号', '吴倩 13933334444安徽省亳州市谯城区魏武大道8号']);
    fireEvent.click(buttons[1]!);
    expect(onPick).toHaveBeenCalledWith(contacts[1]);
  });
});
