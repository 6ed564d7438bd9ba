import { ADDRESS_MESSAGES, addressCalls as C, myAddressIdBodySchema, saveMyAddressBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

const MEMBER_OWNED = { config: { auth: 'member', ...OWNER_SCOPED } } as const;

/** Issue #20: the member's address book (members only; each call works on the caller's own addresses). */
const addressRoutes: FastifyPluginAsync = async (app) => {
  const { addresses } = app.services;
  route(app, C.findMyAddress, MEMBER_OWNED, async (req) => ok(await addresses.listOf(requireSession(req.session).memberId)));
  route(app, C.saveMyAddress, { ...MEMBER_OWNED, schema: saveMyAddressBodySchema }, async (req) =>
    ok(await addresses.save(requireSession(req.session).memberId, req.body), ADDRESS_MESSAGES.saved),
  );
  route(app, C.deleteMyAddress, { ...MEMBER_OWNED, schema: myAddressIdBodySchema }, async (req) => {
    await addresses.remove(requireSession(req.session).memberId, req.body.id);
    return ok(null, ADDRESS_MESSAGES.deleted);
  });
  route(app, C.setDefaultAddress, { ...MEMBER_OWNED, schema: myAddressIdBodySchema }, async (req) => {
    await addresses.setDefault(requireSession(req.session).memberId, req.body.id);
    return ok(null, ADDRESS_MESSAGES.defaultSet);
  });
};
export default addressRoutes;
