import type { LoginResult } from './auth';

/**
 * The plain (zod-free) part of issue #17's second factor that the login page needs: the challenge
 * a password may be answered with (the calls are `secondFactorCalls`, endpoints/second-factor.ts).
 * A page importing only these does not load the zod schemas (issue #18).
 */

/** What POST /api/auth/login answers (retcode 1) when a second factor is due: no session yet. */
export interface SecondFactorChallenge {
  secondFactor: 'totp' | 'sms';
  /** Opaque, single-use, valid 5 minutes. */
  challenge: string;
  /** Seconds the challenge lives. */
  expiresIn: number;
  /** 'sms': where the code went, masked (136****0001). */
  mobileMasked: string | null;
  /** 'totp': a recovery code is accepted instead of the authenticator's code. */
  recoveryAllowed: boolean;
}

/** Either a session (members, staff without an authenticator) or a challenge. */
export type LoginOutcome = LoginResult | SecondFactorChallenge;

export function isSecondFactorChallenge(outcome: LoginOutcome): outcome is SecondFactorChallenge {
  return 'challenge' in outcome;
}
