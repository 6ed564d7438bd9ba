import { NOTICE_MESSAGES, noticeCalls as C, noticeListQuerySchema, noticeReadAllBodySchema, noticeReadBodySchema, noticeUnreadQuerySchema, saveSmsSettingsBodySchema } from '@tcm/shared';
import type { FastifyPluginAsync } from 'fastify';
import { ok } from '../../lib/envelope';
import { route } from '../../lib/route';
import { OWNER_SCOPED } from '../../lib/route-config';
import { requireSession } from '../../plugins/auth';

/** Any signed-in account, on its own notifications; the service refuses a scope the account does not have. */
const OWN = { config: { auth: 'member', ...OWNER_SCOPED } } as const;

/** Issue #22: 消息中心 (personal centre, workbench, console) and the member's SMS settings. */
const notificationRoutes: FastifyPluginAsync = async (app) => {
  const { notices } = app.services;
  route(app, C.list, { ...OWN, schema: noticeListQuerySchema }, async (req) => ok(await notices.list(requireSession(req.session), req.query)));
  route(app, C.unreadCount, { ...OWN, schema: noticeUnreadQuerySchema }, async (req) => ok(await notices.unreadCount(requireSession(req.session), req.query)));
  route(app, C.read, { ...OWN, schema: noticeReadBodySchema }, async (req) => ok(await notices.read(requireSession(req.session), req.body), NOTICE_MESSAGES.readDone));
  route(app, C.readAll, { ...OWN, schema: noticeReadAllBodySchema }, async (req) => ok(await notices.readAll(requireSession(req.session), req.body), NOTICE_MESSAGES.readAllDone));
  route(app, C.smsSettings, OWN, async (req) => ok(await notices.smsSettings(requireSession(req.session))));
  route(app, C.saveSmsSettings, { ...OWN, schema: saveSmsSettingsBodySchema }, async (req) =>
    ok(await notices.saveSmsSettings(requireSession(req.session), req.body), NOTICE_MESSAGES.smsSettingsSaved),
  );
};
export default notificationRoutes;
