import { JUDGEMENT_LABELS, type OrderDetail, QUALIFICATION_FLAG, type ResultSheet, basisText, resultText } from '@tcm/shared';
import type { Letterhead } from '../letterheads-port';
import type { GeneratedReport } from './report-pdf';

const day = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '');

/** The sentence under the table: what was found against what. */
export function conclusionText(sheet: ResultSheet): string {
  const basis = sheet.monograph ? `《中国药典》${sheet.edition}年版 ${sheet.monograph.name}项下` : '本机构给出的限度';
  if (sheet.conclusion === 'fail') return `经检验，${sheet.failedItems.join('、')}不符合${basis}的规定，其余所检项目符合规定。`;
  if (sheet.conclusion === 'pass') return `经检验，所检项目均符合${basis}的规定。`;
  return '所检项目无可判定的限度，本报告仅提供检测数据，不作符合性判定。';
}

/**
 * What a generated report prints (issue #21): the letterhead; CMA or CNAS only when the order asked
 * for it and the institution holds it; the order's sample facts with the day the sample was received
 * (the 确认收样 move) and the day of the tests; a row per result; the conclusion.
 */
export function generatedReportOf(order: OrderDetail, sheet: ResultSheet, letterhead: Letterhead, report: { reportNo: string; issuedOn: string }): GeneratedReport {
  const marks: GeneratedReport['institution']['marks'] = [];
  if (order.qualification === QUALIFICATION_FLAG.CMA && letterhead.cma) marks.push({ label: 'CMA', certNo: letterhead.cma.certNo });
  if (order.qualification === QUALIFICATION_FLAG.CNAS && letterhead.cnas) marks.push({ label: 'CNAS', certNo: letterhead.cnas.certNo });
  const received = [...order.timeline].reverse().find((e) => e.action === 'confirmReceipt');
  return {
    reportNo: report.reportNo,
    issuedOn: report.issuedOn,
    institution: { name: letterhead.name, address: letterhead.address, phone: letterhead.phone, marks },
    client: order.memberName,
    facts: [
      ['样品名称', order.sample.name],
      ['品种', order.variety],
      ['批号', order.sample.batchNo],
      ['产地', order.sample.origin],
      ['供应商', order.sample.supplier],
      ['样品数量', order.sample.quantity],
      ['包装', order.sample.packing],
      ['储存条件', order.sample.storage],
      ['收样日期', day(received?.createdAt)],
      ['检测日期', day(sheet.testDate)],
      ['检测类别', '委托检验'],
      ['订单编号', order.orderNo],
      ['检测依据', basisText(sheet)],
    ],
    rows: sheet.rows.map((r) => ({
      item: r.subject ? `${r.itemName} · ${r.subject}` : r.itemName,
      sample: r.sampleLabel,
      limit: r.limitDisplay,
      result: resultText(r),
      judgement: JUDGEMENT_LABELS[r.judgement],
      method: r.method,
      fail: r.judgement === 'fail',
    })),
    conclusion: conclusionText(sheet),
    remark: sheet.remark,
  };
}
