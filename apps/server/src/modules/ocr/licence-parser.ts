import { isUnifiedCreditCode } from '@tcm/shared';

/** Letters OCR confuses with digits the code's charset excludes (I, O, Z, S, V never occur). */
const LOOKALIKES: Record<string, string> = { O: '0', I: '1', Z: '2', S: '5', V: 'U' };
const CANDIDATE = /[0-9A-Z]{18}/g;
const NAME_LINE = /^名称[:：]?(.+)$/;
const COMPANY_SUFFIX = /(有限公司|有限责任公司|股份公司|集团公司|厂|中心|研究院|研究所|合作社|事务所)$/;

/** The first 18-character run that is a valid unified social credit code, after fixing look-alikes. */
function findCreditCode(compact: string): string | null {
  for (const run of compact.toUpperCase().match(CANDIDATE) ?? []) {
    if (isUnifiedCreditCode(run)) return run;
    const fixed = [...run].map((c) => LOOKALIKES[c] ?? c).join('');
    if (isUnifiedCreditCode(fixed)) return fixed;
  }
  return null;
}

/** Reads the company name and credit code from a business licence's OCR text; null where unsure. */
export function parseLicenceText(text: string): { companyName: string | null; unifyCode: string | null } {
  const lines = text.split(/\r?\n/).map((l) => l.replace(/\s+/g, '')).filter(Boolean);
  const unifyCode = findCreditCode(lines.join(''));
  const labelled = lines.map((l) => l.match(NAME_LINE)?.[1]).find((v) => v && v.length >= 4);
  const companyName = labelled ?? lines.find((l) => COMPANY_SUFFIX.test(l) && l.length <= 60 && !l.includes('类型')) ?? null;
  return { companyName, unifyCode };
}
