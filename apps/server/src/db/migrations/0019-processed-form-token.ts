import type { Kysely } from 'kysely';
import { DOC_KIND, monographFacet } from '../../modules/search/doc-kind';
import { PROCESSED_FORM } from '../../modules/search/indexer';
import { FIELD, compact } from '../../modules/search/tokenizer';

/** Monographs read per page: bounds the memory on large tables. */
const PAGE = 2_000;

/**
 * Issue #7: a monograph with a 饮片 section is found by the word 饮片 ("人参饮片" → 人参). The indexer
 * adds it from now on; this gives the monographs already indexed the same body token, where they
 * lack it (as 0017, application code: the row must be what the indexer writes).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const add = async (trx: Kysely<any>) => {
    for (let last = 0; ; ) {
      const page: { id: number; name: string; edition: number; category_id: number; sections: string }[] = await trx
        .selectFrom('pharmacopoeia_monograph')
        .select(['id', 'name', 'edition', 'category_id', 'sections'])
        .where('id', '>', last)
        .orderBy('id')
        .limit(PAGE)
        .execute();
      if (page.length === 0) return;
      last = Number(page.at(-1)!.id);
      const processed = page.filter((m) => Boolean((JSON.parse(m.sections) as { processing?: string }).processing));
      if (processed.length === 0) continue;
      const had = await trx
        .selectFrom('lookup_token')
        .select('doc_id')
        .where('token', '=', PROCESSED_FORM)
        .where('doc_kind', '=', DOC_KIND.MONOGRAPH)
        .where('doc_id', 'in', processed.map((m) => m.id))
        .execute();
      const have = new Set(had.map((r: { doc_id: number }) => Number(r.doc_id)));
      const rows = processed
        .filter((m) => !have.has(Number(m.id)))
        .map((m) => ({
          token: PROCESSED_FORM,
          doc_kind: DOC_KIND.MONOGRAPH,
          doc_id: Number(m.id),
          field: FIELD.BODY,
          facet: monographFacet(Number(m.edition), Number(m.category_id)),
          name_len: compact(m.name).length,
        }));
      if (rows.length) await trx.insertInto('lookup_token').values(rows).execute();
    }
  };
  await (db.isTransaction ? add(db) : db.transaction().execute(add));
}

/** Nothing to undo: the earlier code reads the extra token as any other body word. */
export async function down(): Promise<void> {}
