import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { createInstitutionMoves } from './institution-moves';
import { type LogisticsProvider, createRecordedLogistics } from './logistics';
import { createMemberMoves } from './member-moves';
import { createMover } from './moves';
import { createOrderReader } from './reader';
import { createReportService } from './report-service';
import { createOrderService } from './service';

/** The ordering services; `logistics` defaults to the events institutions record. */
export function createOrderServices(db: Kysely<Database>, clock: Clock, logistics: LogisticsProvider = createRecordedLogistics(db)) {
  const reader = createOrderReader(db, clock);
  const move = createMover(db, clock);
  return {
    orderReader: reader,
    orders: createOrderService({ db, clock, reader, move }),
    memberMoves: createMemberMoves({ db, reader, move }),
    institutionMoves: createInstitutionMoves({ db, clock, reader, move }),
    reports: createReportService({ db, reader, logistics }),
  };
}
