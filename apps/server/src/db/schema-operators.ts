import type { Generated } from 'kysely';

/** Migration 0011: the platform's operators. */
export interface PlatformOperatorTable {
  id: Generated<number>;
  /** The operator signs in as an ordinary account; this row grants the console. */
  member_id: number;
  role: string;
  created_at: string;
}

export interface OperatorTables {
  platform_operator: PlatformOperatorTable;
}
