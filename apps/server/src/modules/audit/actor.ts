import type { FastifyRequest } from 'fastify';
import { requireOperator } from '../../plugins/auth';
import type { AdminActor } from './operator-trail';

/** The operator behind an `auth: 'operator'` request, as the audit log records it. */
export const actorOf = (req: FastifyRequest): AdminActor => ({ memberId: requireOperator(req.operator).memberId, ip: req.ip });

/** Every console call: signed in, and a platform operator (the auth hook refuses the rest). */
export const OPERATOR_ONLY = { auth: 'operator' } as const;
