import type { MonographCheck } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { BasisMonograph, ResultMonographs } from '../results/monographs-port';

/** Monographs by name for the results sheet (issue #21): pharmacopoeia_monograph_name_idx serves it. */
export function createMonographBasis(db: Kysely<Database>): ResultMonographs {
  return {
    async byName(names: readonly string[], edition: number): Promise<BasisMonograph | null> {
      const wanted = [...new Set(names.map((n) => n.trim()).filter(Boolean))];
      if (!wanted.length) return null;
      const rows = await db
        .selectFrom('pharmacopoeia_monograph')
        .select(['id', 'name', 'edition', 'checks'])
        .where('name', 'in', wanted)
        .where('edition', '=', edition)
        .orderBy('volume')
        .orderBy('id')
        .execute();
      const row = wanted.map((n) => rows.find((r) => r.name === n)).find(Boolean);
      return row ? { id: row.id, name: row.name, edition: row.edition, checks: JSON.parse(row.checks) as MonographCheck[] } : null;
    },
  };
}
