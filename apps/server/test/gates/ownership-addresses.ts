import type { OwnershipContext, OwnershipRow } from './ownership-matrix';

const P = '/api/memberAddress';
const contact = { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' };

/** Member A's address (its default: the first of its book). */
async function addressOf(ctx: OwnershipContext): Promise<number> {
  const res = await ctx.app.inject({ method: 'POST', url: `${P}/saveMyAddress`, headers: ctx.owner.headers, payload: contact });
  return res.json().data.id as number;
}

/** Issue #20: the address book's calls; B's list must not show A's address, B's writes must not touch it. */
export const ADDRESS_OWNERSHIP_ROWS: OwnershipRow[] = [
  {
    route: `GET ${P}/findMyAddress`,
    makeAsOwner: async (ctx) => {
      const id = await addressOf(ctx);
      return { method: 'GET', url: `${P}/findMyAddress`, leaks: (r) => r.retcode === 1 && JSON.stringify(r.data).includes(`"id":${id},`) };
    },
  },
  { route: `POST ${P}/saveMyAddress`, makeAsOwner: async (ctx) => ({ method: 'POST', url: `${P}/saveMyAddress`, body: { ...contact, id: await addressOf(ctx), name: '改名' } }) },
  { route: `POST ${P}/deleteMyAddress`, makeAsOwner: async (ctx) => ({ method: 'POST', url: `${P}/deleteMyAddress`, body: { id: await addressOf(ctx) } }) },
  { route: `POST ${P}/setDefaultAddress`, makeAsOwner: async (ctx) => ({ method: 'POST', url: `${P}/setDefaultAddress`, body: { id: await addressOf(ctx) } }) },
];
