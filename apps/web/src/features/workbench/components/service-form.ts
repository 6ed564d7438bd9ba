import { type MyService, type MyServiceForm, type QualificationFlag } from '@tcm/shared';

/** What the 检测服务 dialog edits: the price as yuan text, the varieties as one line. */
export interface ServiceFormValues {
  testItemId?: number;
  price: string;
  periodDays?: number;
  qualifications: QualificationFlag[];
  varieties: string;
}

/** 123456 → '1234.56', 8800 → '88.00': integer arithmetic, so a stored price reads back exactly. */
export function fenToYuanText(fen: number): string {
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.round(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 黄芪、党参, 黄芪，党参 or 黄芪 党参 → ['黄芪', '党参']; blanks and repeats dropped. */
export function splitVarieties(text: string): string[] {
  return [...new Set(text.split(/[,，、;；\s]+/).map((v) => v.trim()).filter(Boolean))];
}

export const EMPTY_SERVICE_FORM: ServiceFormValues = { price: '', qualifications: [], varieties: '' };

export function toServiceFormValues(s: MyService): ServiceFormValues {
  return { testItemId: s.testItem.id, price: fenToYuanText(s.priceFen), periodDays: s.periodDays, qualifications: [...s.qualifications], varieties: s.varieties.join('、') };
}

/** The add/edit body; the server converts the yuan text to fen with the shared rule. */
export function toServiceBody(v: ServiceFormValues): MyServiceForm {
  return { testItemId: v.testItemId!, price: v.price.trim(), periodDays: v.periodDays!, qualifications: v.qualifications, varieties: splitVarieties(v.varieties) };
}
