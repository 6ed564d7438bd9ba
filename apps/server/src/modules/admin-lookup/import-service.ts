import { ADMIN_LOOKUP_AUDIT_ACTIONS as A, type AdminMonographImportResult, type MonographCheck, PHARMACOPOEIA_EDITIONS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { parseImportRows } from './import-rows';
import { importTemplate, readImportWorkbook } from './import-workbook';
import { createAdminMonographRepository } from './monograph-repository';
import { writeMonograph } from './monograph-writer';

const key = (name: string, edition: number) => `${name}\u0000${edition}`;

/**
 * Monographs from a spreadsheet, all or nothing: any bad row and nothing is written. A row whose
 * name and edition exist updates that monograph, any other row creates one; one audit row for the file.
 */
export function createAdminImportService({ db, trail }: { db: Kysely<Database>; trail: AdminTrail }) {
  const repo = createAdminMonographRepository(db);
  return {
    template: importTemplate,

    async run(actor: AdminActor, file: Buffer, fileName: string): Promise<AdminMonographImportResult> {
      const { main, checks } = await readImportWorkbook(file);
      const categories = (await repo.categories()).map((c) => ({ id: Number(c.id), volume: Number(c.volume), name: c.name }));
      const { items, errors } = parseImportRows(main, checks, categories);
      const existing = new Map<string, { id: number; checks: string }[]>();
      for (const edition of PHARMACOPOEIA_EDITIONS) {
        for (const m of await repo.byNames(edition, items.filter((i) => i.edition === edition).map((i) => i.name))) {
          existing.set(key(m.name, edition), [...(existing.get(key(m.name, edition)) ?? []), { id: Number(m.id), checks: m.checks }]);
        }
      }
      for (const i of items) if ((existing.get(key(i.name, i.edition))?.length ?? 0) > 1) errors.push(`第${i.line}行：${i.edition}年版有多个「${i.name}」，无法确定更新哪一个`);
      if (errors.length) return { created: 0, updated: 0, errors };

      return db.transaction().execute(async (trx) => {
        let created = 0;
        for (const item of items) {
          const hit = existing.get(key(item.name, item.edition))?.[0];
          const kept = hit && !item.checksGiven ? (JSON.parse(hit.checks) as MonographCheck[]) : item.checks;
          await writeMonograph(trx, hit?.id ?? null, { ...item, checks: kept });
          if (!hit) created += 1;
        }
        const updated = items.length - created;
        await trail.record(trx, actor, A.monographImport, `导入药典品种（${fileName.slice(0, 100)}）：新增${created}个，更新${updated}个`);
        return { created, updated, errors: [] };
      });
    },
  };
}
export type AdminImportService = ReturnType<typeof createAdminImportService>;
