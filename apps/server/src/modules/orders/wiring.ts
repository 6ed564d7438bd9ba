import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import type { PrivateDocuments } from '../files/private-files';
import { createInstitutionMoves } from './institution-moves';
import { type LogisticsProvider, createRecordedLogistics } from './logistics';
import { createMemberMoves } from './member-moves';
import { createMover } from './moves';
import { createOrderReader } from './reader';
import { createReportService } from './report-service';
import { createOrderService } from './service';

/**
 * The ordering services; `documents` makes the contracts, vouchers and reports a move accepts
 * private to the order (issue #17); `logistics` defaults to the events institutions record.
 */
export function createOrderServices(db: Kysely<Database>, clock: Clock, documents: PrivateDocuments, logistics: LogisticsProvider = createRecordedLogistics(db)) {
  const reader = createOrderReader(db, clock);
  const move = createMover(db, clock);
  return {
    orderReader: reader,
    orders: createOrderService({ db, clock, reader, move }),
    memberMoves: createMemberMoves({ db, reader, move, documents }),
    institutionMoves: createInstitutionMoves({ db, clock, reader, move, documents }),
    reports: createReportService({ db, reader, logistics }),
  };
}
