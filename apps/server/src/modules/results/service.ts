import {
  type LimitRule,
  ORDER_STATUS,
  RESULT_AUDIT_ACTIONS,
  REPORT_STATUS,
  RESULT_MESSAGES,
  type ResultVersion,
  type ResultImportResult,
  type ResultSheet,
  type resultRowInputSchema,
  type saveResultsBodySchema,
  normalizeDecimal,
  overallJudgement,
  parseLimit,
} from '@tcm/shared';
import type { Insertable, Kysely } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../../db/schema';
import type { OrderResultTable } from '../../db/schema-results';
import { type Clock, iso } from '../../lib/clock';
import { BusinessError } from '../../lib/errors';
import type { AuditService } from '../audit/service';
import { createStaffTrail } from '../audit/staff-trail';
import type { StaffContext } from '../staff/service';
import type { ResultMonographs } from './monographs-port';
import type { ResultOrder, ResultOrders } from './orders-port';
import { importedInput, readResultsWorkbook } from './import-workbook';
import { createResultRepository } from './repository';
import { type SavedRow, type TemplateRow, isStoredFilled, orderEdition, rowKey, rowLabel, storedRowOf, templateRows, toResultRow } from './sheet';

export interface ResultServiceDeps {
  db: Kysely<Database>;
  clock: Clock;
  orders: ResultOrders;
  monographs: ResultMonographs;
  /** Each save is written to the audit log with the staff's other moves (issue #17). */
  audit: AuditService;
}

type RowInput = z.output<typeof resultRowInputSchema>;
/** What a report published: its rows and the sheet's date and remark as they were. */
interface PublishedSheet {
  rows: SavedRow[];
  meta: { test_date: string | null; remark: string; updated_at: string };
}

const versionOf = (r: { report_no: string; issued_at: string; status: number; replaced_by_no: string | null }): ResultVersion => ({
  reportNo: r.report_no,
  issuedAt: r.issued_at,
  status: r.status,
  replacedByNo: r.replaced_by_no,
});
const READABLE_BY_MEMBER: readonly number[] = [ORDER_STATUS.COMPLETED, ORDER_STATUS.PENDING_SAMPLE_RETURN];
/** After the report: staff may correct the sheet while the order's report is valid; a replacement publishes it. */
const CORRECTABLE: readonly number[] = READABLE_BY_MEMBER;

/**
 * An order's results as data (issue #21): the sheet of rows built from the order's items and the
 * monograph of its variety, what staff entered over it, and the judgement of every row computed
 * from the value and the limit.
 */
export function createResultService({ db, clock, orders, monographs, audit }: ResultServiceDeps) {
  async function templateOf(order: ResultOrder) {
    const monograph = await monographs.byName([order.variety, order.sampleName], orderEdition(order));
    return { monograph, template: templateRows(order, monograph) };
  }

  /** Whether staff may change the sheet now: 检测中, or a reported order whose report is still valid (a correction). */
  async function editableNow(trx: Kysely<Database>, orderId: number, status: number | undefined): Promise<boolean> {
    if (status === ORDER_STATUS.TESTING) return true;
    return status !== undefined && CORRECTABLE.includes(status) && (await createResultRepository(trx).currentReportOf(orderId)) !== undefined;
  }

  /** The sheet over the working rows, or over what a report published (`published`). */
  async function sheetOf(order: ResultOrder, editable: boolean, published?: PublishedSheet): Promise<ResultSheet> {
    const repo = createResultRepository(db);
    const [{ monograph, template }, saved, meta] = await Promise.all([
      templateOf(order),
      published ? published.rows : repo.rowsOf(order.id),
      published ? published.meta : repo.sheetOf(order.id),
    ]);
    const byKey = new Map(saved.map((s) => [rowKey(s.order_item_id, s.sample_index, s.clause_index), s]));
    const rows = template.map((t) => toResultRow(t, byKey.get(t.key)));
    const judged = rows.filter((r) => !r.notApplicable);
    return {
      orderId: order.id,
      orderNo: order.orderNo,
      status: order.status,
      sampleName: order.sampleName,
      variety: order.variety,
      batchNo: order.batchNo,
      edition: orderEdition(order),
      monograph: monograph ? { id: monograph.id, name: monograph.name } : null,
      rows,
      fromSampleSheet: order.items.some((i) => i.samples.length > 0),
      filled: rows.filter((r) => r.filled).length,
      total: rows.length,
      conclusion: overallJudgement(judged.map((r) => r.judgement)),
      failedItems: [...new Set(judged.filter((r) => r.judgement === 'fail').map(rowLabel))],
      editable,
      testDate: meta?.test_date ?? null,
      remark: meta?.remark ?? '',
      savedAt: meta?.updated_at ?? null,
    };
  }

  /** One entered row checked and judged, as the row to store; a bad value names the row (where: 第N行（…）). */
  function storedRow(order: ResultOrder, t: TemplateRow, input: RowInput, where: string, now: string): Insertable<OrderResultTable> {
    const value = input.value === '' ? '' : normalizeDecimal(input.value);
    if (value === null) throw new BusinessError(RESULT_MESSAGES.valueInvalid(where, input.value));
    if (input.notDetected && value !== '') throw new BusinessError(RESULT_MESSAGES.valueWithNotDetected(where));
    const detectionLimit = input.detectionLimit === '' ? '' : normalizeDecimal(input.detectionLimit);
    if (detectionLimit === null) throw new BusinessError(RESULT_MESSAGES.detectionLimitInvalid(where, input.detectionLimit));
    let rule: LimitRule | null = t.rule;
    let limitText = t.limitText;
    if (t.limitEditable) {
      limitText = input.limitText;
      rule = null;
      if (limitText !== '') {
        const parsed = parseLimit(limitText);
        if (!parsed.ok) throw new BusinessError(RESULT_MESSAGES.limitInvalid(where, parsed.reason));
        rule = parsed.clauses[0]!.rule;
      }
    }
    // 符合/不符合规定 is what a qualitative (or limitless) row records; a numeric limit needs the value.
    const conforms = rule === null || rule.kind === 'qualitative' ? input.conforms : null;
    return storedRowOf(order.id, t, {
      limitText,
      rule,
      method: input.method || t.method,
      value,
      unit: input.unit,
      notDetected: input.notDetected,
      conforms,
      notApplicable: input.notApplicable,
      detectionLimit,
      note: input.note,
    }, now);
  }

  /** The sheet's rows and its date and remark stored while the order is still 检测中, with the staff's audit row; answers how many rows are filled. */
  async function persist(
    staff: StaffContext,
    order: ResultOrder,
    rows: Insertable<OrderResultTable>[],
    meta: { testDate: string | null; remark: string; now: string },
    audited: (filled: number) => [string, string],
  ): Promise<number> {
    const filled = rows.filter(isStoredFilled).length;
    await db.transaction().execute(async (trx) => {
      if (!(await editableNow(trx, order.id, await orders.holdStatus(trx, order.id)))) throw new BusinessError(RESULT_MESSAGES.notTesting);
      const repo = createResultRepository(trx);
      await repo.replaceRows(order.id, rows);
      await repo.upsertSheet({ order_id: order.id, test_date: meta.testDate, remark: meta.remark, updated_by: staff.memberId, updated_at: meta.now });
      const [action, detail] = audited(filled);
      await createStaffTrail(audit).record(trx, staff, action, `订单 ${order.orderNo}`, detail);
    });
    return filled;
  }

  return {
    async requireComplete(staff: StaffContext, orderId: number, trx: Kysely<Database> = db): Promise<void> {
      const order = await orders.ofInstitution(staff, orderId);
      const { template } = await templateOf(order);
      const saved = await createResultRepository(trx).rowsOf(order.id);
      const filled = new Set(saved.filter(isStoredFilled).map((s) => rowKey(s.order_item_id, s.sample_index, s.clause_index)));
      const missing = template.filter((t) => !filled.has(t.key)).length;
      if (missing) throw new BusinessError(RESULT_MESSAGES.incomplete(missing));
    },

    /** Inside the caller's transaction; a sheet order's rows each carry their own sample's facts. */
    publish: async (trx: Kysely<Database>, orderId: number, reportId: number, reportedAt: string) =>
      createResultRepository(trx).publish(orderId, reportId, reportedAt, await orders.sheetSamples(trx, orderId)),
    unpublish: (trx: Kysely<Database>, reportId: number) => createResultRepository(trx).unpublish(reportId),

    async sheet(staff: StaffContext, orderId: number): Promise<ResultSheet> {
      const order = await orders.ofInstitution(staff, orderId);
      return sheetOf(order, await editableNow(db, order.id, order.status));
    },

    /** The whole sheet as a draft: every submitted row must be one of the order's; rows not submitted stay empty. */
    async save(staff: StaffContext, body: z.output<typeof saveResultsBodySchema>): Promise<ResultSheet> {
      const order = await orders.ofInstitution(staff, body.orderId);
      if (!(await editableNow(db, order.id, order.status))) throw new BusinessError(RESULT_MESSAGES.notTesting);
      const { template } = await templateOf(order);
      const byKey = new Map(template.map((t, i) => [t.key, { t, n: i + 1 }]));
      const seen = new Set<string>();
      const now = iso(clock.now());
      const rows = body.rows.map((input) => {
        const hit = byKey.get(input.key);
        if (!hit) throw new BusinessError(RESULT_MESSAGES.unknownRow);
        if (seen.has(input.key)) throw new BusinessError(RESULT_MESSAGES.duplicateRow);
        seen.add(input.key);
        return storedRow(order, hit.t, input, `第${hit.n}行（${rowLabel(hit.t)}）`, now);
      });
      await persist(staff, order, rows, { testDate: body.testDate, remark: body.remark, now }, (filled) => [RESULT_AUDIT_ACTIONS.save, `已填写 ${filled}/${template.length} 行`]);
      return sheetOf(order, true);
    },

    /**
     * The import template filled in (issue #21), all rows or none: every row's 行标识 must be one of
     * the order's, every value must pass the save's checks; the rows of the file replace what was
     * saved for them, the order's other rows stay as they were. Errors name the Excel row (第N行).
     */
    async importFile(staff: StaffContext, orderId: number, file: Buffer): Promise<ResultImportResult & { filled: number; total: number }> {
      const order = await orders.ofInstitution(staff, orderId);
      if (!(await editableNow(db, order.id, order.status))) throw new BusinessError(RESULT_MESSAGES.notTesting);
      const fileRows = await readResultsWorkbook(file);
      const { template } = await templateOf(order);
      const byKey = new Map(template.map((t) => [t.key, t]));
      const now = iso(clock.now());
      const errors: string[] = [];
      const lineOf = new Map<string, number>();
      const imported = new Map<string, Insertable<OrderResultTable>>();
      for (const row of fileRows) {
        const key = row.cells['行标识'] ?? '';
        const t = byKey.get(key);
        if (!t) {
          errors.push(key ? RESULT_MESSAGES.importUnknownRow(row.line, key) : RESULT_MESSAGES.importNoKey(row.line));
          continue;
        }
        const first = lineOf.get(key);
        if (first !== undefined) {
          errors.push(RESULT_MESSAGES.importDuplicateRow(row.line, first));
          continue;
        }
        lineOf.set(key, row.line);
        const parsed = importedInput(row, key);
        if ('error' in parsed) {
          errors.push(parsed.error);
          continue;
        }
        try {
          imported.set(key, storedRow(order, t, parsed.input, `第${row.line}行（${rowLabel(t)}）`, now));
        } catch (err) {
          if (!(err instanceof BusinessError)) throw err;
          errors.push(err.message);
        }
      }
      if (errors.length) return { imported: 0, errors, filled: 0, total: template.length };
      const repo = createResultRepository(db);
      const [saved, meta] = await Promise.all([repo.rowsOf(order.id), repo.sheetOf(order.id)]);
      const kept = saved
        .filter((s) => byKey.has(rowKey(s.order_item_id, s.sample_index, s.clause_index)) && !imported.has(rowKey(s.order_item_id, s.sample_index, s.clause_index)))
        .map(({ id: _id, ...row }) => row);
      const rows = [...kept, ...imported.values()];
      const filled = await persist(staff, order, rows, { testDate: meta?.test_date ?? null, remark: meta?.remark ?? '', now }, (n) => [
        RESULT_AUDIT_ACTIONS.import,
        `导入 ${imported.size} 行，已填写 ${n}/${template.length} 行`,
      ]);
      return { imported: imported.size, errors: [], filled, total: template.length };
    },

    /**
     * The member's own order's results, once its report is issued: what the current report (or the
     * older report `reportNo`) published — never the sheet staff may be correcting.
     */
    async ofMember(memberId: number, orderId: number, reportNo?: string): Promise<ResultSheet> {
      const order = await orders.ofMember(memberId, orderId);
      if (!READABLE_BY_MEMBER.includes(order.status)) throw new BusinessError(RESULT_MESSAGES.notIssued);
      const repo = createResultRepository(db);
      const reports = await repo.reportsOf(order.id);
      const chosen = reportNo ? reports.find((r) => r.report_no === reportNo) : (reports.find((r) => r.status === REPORT_STATUS.VALID) ?? reports[0]);
      if (!chosen) throw new BusinessError(reportNo ? RESULT_MESSAGES.noSuchVersion : RESULT_MESSAGES.notIssued);
      const rows = await repo.publishedRows(chosen.id);
      const meta = { test_date: chosen.results_test_date, remark: chosen.results_remark, updated_at: chosen.issued_at };
      return { ...(await sheetOf(order, false, { rows, meta })), version: versionOf(chosen), versions: reports.map(versionOf) };
    },
  };
}

export type ResultService = ReturnType<typeof createResultService>;
