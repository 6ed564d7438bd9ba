import type { FastifyRequest } from 'fastify';
import { requireStaff } from '../../plugins/auth';
import type { StaffContext } from './service';

/** The staff member behind an `auth: 'institution'` request, with the client address its audited moves record. */
export const staffActorOf = (req: FastifyRequest): StaffContext => ({ ...requireStaff(req.staff), ip: req.ip });
