import type { Generated } from 'kysely';

/** Migration 0021: an account's authenticator (RFC 6238). */
export interface MemberTotpTable {
  id: Generated<number>;
  member_id: number;
  /** Base32; null until an enrolment is confirmed with a code. */
  secret: string | null;
  enabled_at: string | null;
  /** The secret shown during an enrolment, until it is confirmed or expires. */
  pending_secret: string | null;
  pending_expires_at: string | null;
  /** The last 30-second step a code was accepted for: codes of that step and earlier are refused. */
  last_step: number | null;
  updated_at: string;
}

/** Migration 0021: single-use recovery codes, SHA-256 only. */
export interface RecoveryCodeTable {
  id: Generated<number>;
  member_id: number;
  code_hash: string;
  created_at: string;
  used_at: string | null;
}

/** Migration 0021: a correct password of a privileged account, waiting for its second factor. */
export interface LoginChallengeTable {
  id: Generated<number>;
  token_hash: string;
  member_id: number;
  /** 'totp' or 'sms'. */
  factor: string;
  /** 'sms': the hash of the code sent. */
  code_hash: string | null;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SecondFactorTables {
  member_totp: MemberTotpTable;
  recovery_code: RecoveryCodeTable;
  login_challenge: LoginChallengeTable;
}
