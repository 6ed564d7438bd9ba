import { ADDRESS_MESSAGES, MEMBER_ADDRESS_LIMIT } from '@tcm/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeOrder } from './helpers/orders';
import { tableCounts } from './helpers/table-counts';
import { type TestApp, createTestApp, testEngine } from './helpers/test-app';

const P = '/api/memberAddress';
const home = { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' };
const lab = { name: '吴倩', phone: '0558-5551234', address: '安徽省亳州市谯城区魏武大道8号 质检部' };
const plant = { name: '李建国', phone: '13955556666', address: '甘肃省定西市陇西县文峰镇药材产业园3号库' };

describe(`the member's address book on ${testEngine}`, () => {
  let t: TestApp;
  const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
    (await t.app.inject({ method, url, headers, payload })).json();

  beforeAll(async () => {
    t = await createTestApp({ rateLimit: false });
  }, 60_000);
  afterAll(async () => t.close());

  it('keeps one default: the first address, then the one chosen; deleting it passes it to the newest', async () => {
    const me = await t.memberHeaders('addressbook');
    const book = async () => (await call('GET', `${P}/findMyAddress`, me)).data as { id: number; name: string; isDefault: boolean }[];
    expect(await book()).toEqual([]);
    const first = await call('POST', `${P}/saveMyAddress`, me, home);
    expect(first).toMatchObject({ retcode: 1, retmsg: ADDRESS_MESSAGES.saved, data: { ...home, isDefault: true } });
    const second = await call('POST', `${P}/saveMyAddress`, me, lab);
    expect(second.data).toMatchObject({ ...lab, isDefault: false });
    const third = await call('POST', `${P}/saveMyAddress`, me, { ...plant, isDefault: true });
    expect((await book()).map((a) => [a.name, a.isDefault])).toEqual([
      ['李建国', true],
      ['吴倩', false],
      ['周明', false],
    ]);
    // Saving the same contact again updates it rather than adding a copy.
    expect((await call('POST', `${P}/saveMyAddress`, me, home)).data.id).toBe(first.data.id);
    expect(await book()).toHaveLength(3);

    expect(await call('POST', `${P}/setDefaultAddress`, me, { id: second.data.id })).toMatchObject({ retcode: 1, retmsg: ADDRESS_MESSAGES.defaultSet });
    expect((await book()).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.data.id]);
    const edited = await call('POST', `${P}/saveMyAddress`, me, { ...lab, id: second.data.id, address: '安徽省亳州市谯城区魏武大道8号 检测中心二楼' });
    expect(edited.data).toMatchObject({ id: second.data.id, address: '安徽省亳州市谯城区魏武大道8号 检测中心二楼', isDefault: true });

    expect(await call('POST', `${P}/deleteMyAddress`, me, { id: second.data.id })).toMatchObject({ retcode: 1, retmsg: ADDRESS_MESSAGES.deleted });
    // The default went to the most recently saved of the rest (周明, saved again above).
    expect((await book()).map((a) => [a.name, a.isDefault])).toEqual([
      ['周明', true],
      ['李建国', false],
    ]);
    expect((await call('POST', `${P}/deleteMyAddress`, me, { id: second.data.id })).retmsg).toBe(ADDRESS_MESSAGES.notFound);
    expect(third.data.id).not.toBe(first.data.id);
  });

  it(`refuses an address past ${MEMBER_ADDRESS_LIMIT}, also when two saves race for the last place`, async () => {
    const me = await t.memberHeaders('fullbook');
    for (let i = 1; i < MEMBER_ADDRESS_LIMIT; i++) {
      expect((await call('POST', `${P}/saveMyAddress`, me, { ...home, address: `安徽省亳州市谯城区药都路${i}号` })).retcode).toBe(1);
    }
    const race = await Promise.all([1, 2].map((n) => call('POST', `${P}/saveMyAddress`, me, { ...lab, address: `亳州市魏武大道${n}号` })));
    expect(race.map((r) => r.retcode).sort()).toEqual([0, 1]);
    expect(race.find((r) => r.retcode === 0).retmsg).toBe(ADDRESS_MESSAGES.full);
    expect((await call('GET', `${P}/findMyAddress`, me)).data).toHaveLength(MEMBER_ADDRESS_LIMIT);
    // An edit of a kept address still works at the limit.
    const [kept] = (await call('GET', `${P}/findMyAddress`, me)).data;
    expect((await call('POST', `${P}/saveMyAddress`, me, { ...home, id: kept.id, name: '周明远' })).retcode).toBe(1);
  });

  it('names what is wrong with bad input and writes nothing', async () => {
    const me = await t.memberHeaders('badaddress');
    const before = await tableCounts(t.app.db);
    const cases: [object, string][] = [
      [{ ...home, phone: '139111122' }, '请输入合法的手机号或座机号'],
      [{ ...home, name: '' }, '该项必填'],
      [{ ...home, address: '地'.repeat(201) }, '回寄地址不能超过200个字'],
      [{ ...home, id: 'abc' }, '编号有误'],
    ];
    for (const [body, message] of cases) {
      const r = await call('POST', `${P}/saveMyAddress`, me, body);
      expect(r.retcode).toBe(0);
      expect(r.retmsg).toContain(message);
    }
    expect((await call('POST', `${P}/setDefaultAddress`, me, { id: 999_999 })).retmsg).toBe(ADDRESS_MESSAGES.notFound);
    expect(await tableCounts(t.app.db)).toEqual(before);
  });

  it("never shows or changes another member's address, and needs a login", async () => {
    const owner = await t.memberHeaders('bookowner');
    const other = await t.memberHeaders('bookother');
    const { id } = (await call('POST', `${P}/saveMyAddress`, owner, home)).data;
    expect((await call('GET', `${P}/findMyAddress`, other)).data).toEqual([]);
    expect((await call('POST', `${P}/saveMyAddress`, other, { ...lab, id })).retmsg).toBe(ADDRESS_MESSAGES.notFound);
    expect((await call('POST', `${P}/setDefaultAddress`, other, { id })).retmsg).toBe(ADDRESS_MESSAGES.notFound);
    expect((await call('POST', `${P}/deleteMyAddress`, other, { id })).retmsg).toBe(ADDRESS_MESSAGES.notFound);
    expect((await call('GET', `${P}/findMyAddress`, {})).retcode).toBe(401);
    expect((await call('GET', `${P}/findMyAddress`, owner)).data).toMatchObject([{ id, ...home, isDefault: true }]);
  });

  it('starts checkout from the default address, with the book before the recent orders’ other contacts', async () => {
    const me = await t.memberHeaders('bookcheckout');
    await placeOrder(t.app, me, { extra: { contact: plant } });
    await placeOrder(t.app, me, { extra: { contact: home } });
    const before = (await call('GET', '/api/orderInfo/getCheckoutPrefill', me)).data;
    expect(before).toMatchObject({ contact: home, addresses: [], contacts: [home, plant] });

    await call('POST', `${P}/saveMyAddress`, me, lab);
    const after = (await call('GET', '/api/orderInfo/getCheckoutPrefill', me)).data;
    expect(after.contact).toEqual(lab);
    expect(after.addresses).toMatchObject([{ ...lab, isDefault: true }]);
    await call('POST', `${P}/saveMyAddress`, me, home);
    // 周明 is in the book now: offered once, from the book.
    expect((await call('GET', '/api/orderInfo/getCheckoutPrefill', me)).data.contacts).toEqual([plant]);
  });
});
