import type { ResultRow, ResultSheet } from '../api/results';

/** What a row reports, as a table or a report prints it: 9.2 %, 未检出（检出限 0.01mg/kg）, 符合规定, 不适用. */
export function resultText(r: Pick<ResultRow, 'value' | 'unit' | 'notDetected' | 'conforms' | 'notApplicable' | 'detectionLimit'>): string {
  if (r.notApplicable) return '不适用';
  if (r.notDetected) return r.detectionLimit ? `未检出（检出限 ${r.detectionLimit}${r.unit}）` : '未检出';
  if (r.conforms !== null) return r.conforms ? '符合规定' : '不符合规定';
  return r.value ? `${r.value}${r.unit ? ` ${r.unit}` : ''}` : '—';
}

/** Where a sheet's limits come from, in a sentence: 《中国药典》2020年版 · 黄芪. */
export function basisText(sheet: Pick<ResultSheet, 'edition' | 'monograph'>): string {
  return sheet.monograph ? `《中国药典》${sheet.edition}年版 · ${sheet.monograph.name}` : `《中国药典》${sheet.edition}年版未收载该品种，限度由检测机构给出`;
}
