import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RecentContacts } from './recent-contacts';

afterEach(() => cleanup());

describe('return contacts offered at checkout (issue #20)', () => {
  it('offers the address book first, default marked, then recent orders’ contacts, each handing its contact to the form', () => {
    const addresses = [{ id: 7, name: '李建国', phone: '13955556666', address: '甘肃省定西市陇西县文峰镇药材产业园3号库', isDefault: true, updatedAt: '2026-11-20T08:00:00.000Z' }];
    const contacts = [
      { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' },
      { name: '吴倩', phone: '13933334444', address: '安徽省亳州市谯城区魏武大道8号' },
    ];
    const onPick = vi.fn();
    render(
      <MemoryRouter>
        <RecentContacts addresses={addresses} contacts={contacts} onPick={onPick} />
      </MemoryRouter>,
    );
    const group = screen.getByRole('group', { name: '常用地址' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual([
      '李建国 13955556666默认甘肃省定西市陇西县文峰镇药材产业园3号库',
      '周明 13911112222安徽省亳州市谯城区药都路1号',
      '吴倩 13933334444安徽省亳州市谯城区魏武大道8号',
    ]);
    fireEvent.click(buttons[0]!);
    expect(onPick).toHaveBeenCalledWith({ name: '李建国', phone: '13955556666', address: '甘肃省定西市陇西县文峰镇药材产业园3号库' });
    fireEvent.click(buttons[2]!);
    expect(onPick).toHaveBeenLastCalledWith(contacts[1]);
    expect(within(group).getByRole('link', { name: '管理常用地址' }).getAttribute('href')).toBe('/pcenter/address');
  });
});
