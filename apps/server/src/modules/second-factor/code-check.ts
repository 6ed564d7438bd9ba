import { SECURITY_SECOND_FACTOR_MESSAGES as M } from '@tcm/shared';
import { iso } from '../../lib/clock';
import { hashRecoveryCode, looksLikeRecoveryCode } from './recovery-codes';
import type { SecondFactorRepository } from './repository';
import { matchTotp, totpMatchesIgnoringReplay } from './totp';

export type CodeCheck = { method: 'totp' | 'recovery' } | { refusal: string };

/**
 * A code for an enrolled account: six digits are the authenticator's code (its step must be newer
 * than the last one accepted), eight letters and digits a recovery code. What is accepted is spent
 * by one conditional update, so two requests with the same code cannot both pass. Call it inside
 * the caller's transaction: a refusal later in the transaction gives the code back.
 */
export async function spendAuthenticatorCode(repo: SecondFactorRepository, totp: { member_id: number; secret: string; last_step: number | null }, code: string, nowMs: number): Promise<CodeCheck> {
  const typed = code.trim();
  if (/^\d{6}$/.test(typed)) {
    const step = await matchTotp(totp.secret, typed, nowMs, totp.last_step);
    if (step !== null && (await repo.claimStep(totp.member_id, step))) return { method: 'totp' };
    return { refusal: (await totpMatchesIgnoringReplay(totp.secret, typed, nowMs)) ? M.totpReplayed : M.totpWrong };
  }
  if (looksLikeRecoveryCode(typed) && (await repo.spendRecoveryCode(totp.member_id, hashRecoveryCode(typed), iso(nowMs)))) return { method: 'recovery' };
  return { refusal: M.recoveryWrong };
}
