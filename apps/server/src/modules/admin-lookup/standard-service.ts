import {
  ADMIN_LOOKUP_AUDIT_ACTIONS as A,
  ADMIN_LOOKUP_MESSAGES as M,
  type AdminStandardDetail,
  type AdminStandardInput,
  type AdminStandardPage,
  type AdminStandardRow,
  type StandardState,
  type adminStandardQuerySchema,
  toPageResult,
} from '@tcm/shared';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { isUniqueViolation } from '../../lib/db-errors';
import { BusinessError } from '../../lib/errors';
import { claimUploads } from '../files/claims';
import type { AdminActor, AdminTrail } from '../audit/operator-trail';
import { DOC_KIND } from '../search/doc-kind';
import { beijingDate } from '../../lib/beijing-time';
import { toStandardSummary } from '../lookup/mappers';
import type { StandardRow } from '../lookup/rows';
import { standardNoKey } from '../search/tokenizer';
import { reindexStandard, unindex } from '../search/lookup-index';
import { createAdminStandardRepository, type StandardWrite } from './standard-repository';

const FILES = '/files/';
const orNull = (s: string): string | null => (s === '' ? null : s);

/** The public summary of a standard, with the console's link to its PDF instead of hasPdf. */
function toRow(r: StandardRow, today: string): AdminStandardRow {
  const { nameEn: _nameEn, hasPdf: _hasPdf, ...summary } = toStandardSummary(r, today);
  return { ...summary, pdfUrl: r.pdf_key ? FILES + r.pdf_key : null };
}

function toWrite(b: AdminStandardInput): StandardWrite {
  return {
    standard_no: b.standardNo,
    no_key: standardNoKey(b.standardNo),
    name_cn: b.nameCn,
    name_en: orNull(b.nameEn),
    level: b.level,
    issuer: b.issuer,
    issue_date: b.issueDate,
    implement_date: b.implementDate,
    abolish_date: orNull(b.abolishDate),
    scope: b.scope,
    replaces_no: orNull(b.replacesNo),
    replaces_key: b.replacesNo ? standardNoKey(b.replacesNo) : null,
    pdf_key: b.pdfUrl ? b.pdfUrl.slice(FILES.length) : null,
    herbs: JSON.stringify([...new Set(b.herbs)]),
  };
}

/** Quality standards in the console; every write re-indexes what it touched and is audited, in one transaction. */
export function createAdminStandardService({ db, clock, trail }: { db: Kysely<Database>; clock: Clock; trail: AdminTrail }) {
  const repo = createAdminStandardRepository(db);
  const today = () => beijingDate(clock.now());

  async function found(id: number): Promise<StandardRow> {
    const r = await repo.find(id);
    if (!r) throw new BusinessError(M.standardNotFound);
    return r;
  }

  /** Refusals that need the database: the number, the PDF's owner, the replacing standard. */
  async function check(actor: AdminActor, b: AdminStandardInput, self: StandardRow | undefined) {
    const noKey = standardNoKey(b.standardNo);
    if (await repo.sameNumber(noKey, self?.id ?? 0)) throw new BusinessError(M.standardNoTaken);
    const pdfKey = b.pdfUrl ? b.pdfUrl.slice(FILES.length) : null;
    // The PDF it already has stays acceptable (the seed's are nobody's uploads); a new one must be the operator's own.
    if (pdfKey && pdfKey !== self?.pdf_key && !(await repo.isOwnPdf(actor.memberId, pdfKey))) throw new BusinessError(M.pdfNotOwn);
    if (!b.replacedByNo) return { noKey, replacer: undefined };
    const replacerKey = standardNoKey(b.replacedByNo);
    if (replacerKey === noKey) throw new BusinessError(M.replacedBySelf);
    const hit = await repo.sameNumber(replacerKey, self?.id ?? 0);
    if (!hit) throw new BusinessError(M.replacedByNotFound);
    return { noKey, replacer: await repo.find(Number(hit.id)) };
  }

  async function write(actor: AdminActor, b: AdminStandardInput, self: StandardRow | undefined): Promise<number> {
    const { noKey, replacer } = await check(actor, b, self);
    try {
      return await db.transaction().execute(async (trx) => {
        const r = createAdminStandardRepository(trx);
        const id = self ? Number(self.id) : await r.insert(toWrite(b));
        if (self) await r.update(id, toWrite(b));
        if (b.pdfUrl && b.pdfUrl.slice(FILES.length) !== self?.pdf_key) await claimUploads(trx, [b.pdfUrl]);
        // "被代替" lives on the replacing standard (its 代替 field): move it there, re-indexing both ends.
        const current = await r.replacerOf(self ? self.no_key : noKey, id);
        const notes: string[] = [];
        if (current && current.id !== replacer?.id && (self || replacer)) {
          await r.update(Number(current.id), { replaces_no: null, replaces_key: null });
          await reindexStandard(trx, { ...current, replaces_no: null });
          notes.push(`清除${current.standard_no}的代替标准`);
        }
        if (replacer && (replacer.id !== current?.id || replacer.replaces_key !== noKey)) {
          await r.update(Number(replacer.id), { replaces_no: b.standardNo, replaces_key: noKey });
          await reindexStandard(trx, { ...replacer, replaces_no: b.standardNo });
          notes.push(`${replacer.standard_no}的代替标准改为${b.standardNo}`);
        }
        await reindexStandard(trx, (await r.find(id))!);
        const target = [`标准#${id}（${b.standardNo}）`, ...notes].join('；');
        await trail.record(trx, actor, self ? A.standardUpdate : A.standardCreate, target);
        return id;
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new BusinessError(M.standardNoTaken);
      throw err;
    }
  }

  return {
    async query(q: z.output<typeof adminStandardQuerySchema>): Promise<AdminStandardPage> {
      const day = today();
      const { rows, total } = await repo.page({ today: day, level: q.level, state: q.state as StandardState | undefined, keyword: q.keyword || undefined }, q.pageSize, (q.pageNum - 1) * q.pageSize);
      return toPageResult(
        rows.map((r) => toRow(r, day)),
        total,
        q,
      );
    },

    async get(id: number): Promise<AdminStandardDetail> {
      const r = await found(id);
      const replacer = await repo.replacerOf(r.no_key, id);
      return {
        ...toRow(r, today()),
        nameEn: r.name_en,
        scope: r.scope,
        replacesNo: r.replaces_no,
        replacedByNo: replacer?.standard_no ?? null,
        herbs: r.herbs ? (JSON.parse(r.herbs) as string[]) : [],
      };
    },

    create: (actor: AdminActor, b: AdminStandardInput): Promise<number> => write(actor, b, undefined),

    async update(actor: AdminActor, id: number, b: AdminStandardInput): Promise<void> {
      await write(actor, b, await found(id));
    },

    async remove(actor: AdminActor, id: number): Promise<void> {
      const r = await found(id);
      await db.transaction().execute(async (trx) => {
        await createAdminStandardRepository(trx).remove(id);
        await unindex(trx, DOC_KIND.STANDARD, id);
        await trail.record(trx, actor, A.standardDelete, `标准#${id}（${r.standard_no}）`);
      });
    },
  };
}
export type AdminStandardService = ReturnType<typeof createAdminStandardService>;
