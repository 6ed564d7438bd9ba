import type { StaffContext } from '../../staff/service';
import type { ReportLetterheads } from '../letterheads-port';
import type { ReportOrders } from '../orders-port';
import type { ReportResults } from '../results-port';
import type { ReportStamper } from '../stamper';
import { generatedReportOf } from './report-data';
import { generatedReportPdf } from './report-pdf';

export interface GeneratedReportWriterDeps {
  orders: Pick<ReportOrders, 'detail'>;
  results: Pick<ReportResults, 'sheet'>;
  letterheads: ReportLetterheads;
  stamper: Pick<ReportStamper, 'storePdf'>;
}

/**
 * The report the platform writes from an order's results (issue #21), stored as the staff member's
 * private upload: its path. Issuing and replacing use it; so does the demo seed, for its reported orders.
 */
export function createGeneratedReportWriter({ orders, results, letterheads, stamper }: GeneratedReportWriterDeps) {
  return {
    async write(staff: StaffContext, orderId: number, report: { reportNo: string; issuedOn: string }): Promise<string> {
      const [detail, sheet, letterhead] = await Promise.all([orders.detail(staff, orderId), results.sheet(staff, orderId), letterheads.of(staff.institutionId)]);
      const pdf = await generatedReportPdf(generatedReportOf(detail, sheet, letterhead, report));
      return stamper.storePdf(staff.memberId, pdf, `${report.reportNo}.pdf`);
    },
  };
}
export type GeneratedReportWriter = ReturnType<typeof createGeneratedReportWriter>;
