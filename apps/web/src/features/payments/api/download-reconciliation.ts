import { PAYMENT_ADMIN_PATHS, reconciliationFileName } from '@tcm/shared';
import { request } from '@/lib/request';
import { saveBlob } from '@/lib/save-blob';

/** A day's workbook is up to 50,000 rows: it takes longer than an ordinary call. */
const DOWNLOAD_TIMEOUT_MS = 120_000;

/**
 * GET api/admin/payment/reconciliation?day=: the day's 对账单 (.xlsx: our records beside what the
 * gateway's verified notification reported), fetched with the Token header and saved. A refusal is
 * toasted by the request client and rejects.
 */
export async function downloadReconciliation(day: string): Promise<void> {
  const file = await request.download(PAYMENT_ADMIN_PATHS.reconciliation, { day }, { timeoutMs: DOWNLOAD_TIMEOUT_MS });
  saveBlob(file, reconciliationFileName(day));
}
