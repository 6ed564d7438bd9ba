import { ACCOUNT_MESSAGES, type UpdateBaseInfoBody } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import type { ActiveSession } from '../sessions/service';
import { createAccountRepository } from './repository';

/** The editable base info of /pcenter/baseInfo: e-mail and profile picture. */
export function createProfileService({ db, clock }: { db: Kysely<Database>; clock: Clock }) {
  return {
    async update(session: ActiveSession, body: UpdateBaseInfoBody): Promise<void> {
      const repo = createAccountRepository(db);
      if (body.avatarUrl && !(await repo.ownsImageUpload(session.memberId, body.avatarUrl.slice('/files/'.length)))) {
        throw new BusinessError(ACCOUNT_MESSAGES.avatarNotYours);
      }
      await db.transaction().execute(async (trx) => {
        await createAccountRepository(trx).update(session.memberId, {
          ...(body.email !== undefined ? { email: body.email || null } : {}),
          ...(body.avatarUrl !== undefined ? { avatar_url: body.avatarUrl || null } : {}),
          updated_at: iso(clock.now()),
        });
        await claimUploads(trx, [body.avatarUrl]);
      });
    },
  };
}
export type ProfileService = ReturnType<typeof createProfileService>;
