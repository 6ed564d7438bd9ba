import { PassThrough } from 'node:stream';
import { AUDIT_ACTION_LABELS, AUDIT_RESULT_LABELS } from '@tcm/shared';
import ExcelJS from 'exceljs';
import type { Selectable } from 'kysely';
import type { AuditLogTable } from '../../db/schema';
import { beijingDateTime } from '../../lib/beijing-time';

/** A row of the audit log as the database returns it. */
export type AuditSheetRow = Selectable<AuditLogTable>;

/** 2026-03-01 09:30:00: the log stores UTC instants; auditors read Beijing time. */

const COLUMNS: Partial<ExcelJS.Column>[] = [
  { header: '编号', key: 'id', width: 10 },
  { header: '时间（北京时间）', key: 'at', width: 21 },
  { header: '账号', key: 'account', width: 18 },
  { header: '会员ID', key: 'memberId', width: 10 },
  { header: '操作', key: 'label', width: 20 },
  { header: '操作代码', key: 'action', width: 22 },
  { header: '结果', key: 'result', width: 8 },
  { header: 'IP', key: 'ip', width: 18 },
  { header: '详情', key: 'detail', width: 80 },
];

/**
 * The audit log as one worksheet (issue #17, for auditors), written with exceljs' streaming writer
 * so each piece of rows is compressed and let go as it comes; answers the finished file.
 */
export async function auditWorkbook(title: string, pieces: AsyncIterable<AuditSheetRow[]>): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (b: Buffer) => parts.push(b));
  const done = new Promise<void>((resolve, reject) => {
    out.on('end', resolve);
    out.on('error', reject);
  });
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  wb.creator = '中药质量检测服务平台';
  const sheet = wb.addWorksheet(title.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS;
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  for await (const rows of pieces) {
    for (const r of rows) {
      sheet
        .addRow({
          id: r.id,
          at: beijingDateTime(r.at),
          account: r.account ?? '',
          memberId: r.member_id ?? '',
          label: AUDIT_ACTION_LABELS[r.action] ?? r.action,
          action: r.action,
          result: AUDIT_RESULT_LABELS[r.result] ?? r.result,
          ip: r.ip ?? '',
          detail: r.detail ?? '',
        })
        .commit();
    }
  }
  sheet.commit();
  await wb.commit();
  await done;
  return Buffer.concat(parts);
}
