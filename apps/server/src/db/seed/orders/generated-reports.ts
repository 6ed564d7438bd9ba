import { REPORT_STATUS } from '@tcm/shared';
import type { Kysely } from 'kysely';
import { claimUploads } from '../../../modules/files/claims';
import type { Services } from '../../../modules/wiring';
import type { Database } from '../../schema';

/**
 * Issue #21: the demo's reported orders carry the report the platform writes from their results,
 * stamped with their number and verification code, as issuing one does. It needs the app's services
 * (the writer and the stamper), so the server runs it after seedDemo. Only the seed's placeholder
 * reports (no original kept) are written, so running it again changes nothing. Answers how many.
 */
export async function seedGeneratedReports(db: Kysely<Database>, services: Pick<Services, 'staff' | 'reportWriter' | 'reportStamper' | 'files'>): Promise<number> {
  const reports = await db
    .selectFrom('order_report')
    .innerJoin('order_info', 'order_info.id', 'order_report.order_id')
    .select(['order_report.id', 'order_report.order_id', 'order_report.report_no', 'order_report.verify_code', 'order_report.issued_at', 'order_info.institution_id'])
    .where('order_info.submission_id', 'like', 'seed-%')
    .where('order_report.status', '=', REPORT_STATUS.VALID)
    .where('order_report.original_url', 'is', null)
    .orderBy('order_report.id')
    .execute();
  let written = 0;
  for (const r of reports) {
    const member = await db.selectFrom('institution_staff').select('member_id').where('institution_id', '=', r.institution_id).orderBy('id').executeTakeFirst();
    const staff = member ? await services.staff.resolve(member.member_id) : null;
    if (!staff) continue;
    const original = await services.reportWriter.write(staff, r.order_id, { reportNo: r.report_no, issuedOn: r.issued_at.slice(0, 10) });
    const stamped = await services.reportStamper.stamp(staff.memberId, original, { reportNo: r.report_no, verifyCode: r.verify_code });
    await db.transaction().execute(async (trx) => {
      await services.files.makePrivate(trx, [original], { kind: 'report', orderId: r.order_id });
      await services.files.makePrivate(trx, [stamped], { kind: 'stampedReport', orderId: r.order_id });
      await claimUploads(trx, [original, stamped]);
      await trx.updateTable('order_report').set({ file_url: stamped, original_url: original }).where('id', '=', r.id).execute();
    });
    written += 1;
  }
  return written;
}
