import { ADDRESS_MESSAGES, myAddressIdBodySchema, saveMyAddressBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { OWNER_SCOPED } from '../../lib/route-config';
import type { ZodTypeProvider } from '../../lib/zod-validation';
import { requireSession } from '../../plugins/auth';

const MEMBER_OWNED = { auth: 'member', ...OWNER_SCOPED } as const;

/** Issue #20: the member's address book (members only; each call works on the caller's own addresses). */
const addressRoutes: FastifyPluginAsync = async (fastify) => {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { addresses } = app.services;
  const P = '/api/memberAddress';
  app.get(`${P}/findMyAddress`, { config: MEMBER_OWNED }, async (req) => ok(await addresses.listOf(requireSession(req.session).memberId)));
  app.post(`${P}/saveMyAddress`, { config: MEMBER_OWNED, schema: { body: saveMyAddressBodySchema } }, async (req) =>
    ok(await addresses.save(requireSession(req.session).memberId, req.body), ADDRESS_MESSAGES.saved),
  );
  app.post(`${P}/deleteMyAddress`, { config: MEMBER_OWNED, schema: { body: myAddressIdBodySchema } }, async (req) => {
    await addresses.remove(requireSession(req.session).memberId, req.body.id);
    return ok(null, ADDRESS_MESSAGES.deleted);
  });
  app.post(`${P}/setDefaultAddress`, { config: MEMBER_OWNED, schema: { body: myAddressIdBodySchema } }, async (req) => {
    await addresses.setDefault(requireSession(req.session).memberId, req.body.id);
    return ok(null, ADDRESS_MESSAGES.defaultSet);
  });
};
export default addressRoutes;
