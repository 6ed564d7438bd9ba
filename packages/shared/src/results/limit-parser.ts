// The limits of the pharmacopoeia's checks as data (issue #21): "不得过12.0%", "铅不得过5mg/kg；镉不得过1mg/kg",
// "应为20%～25%", "33种禁用农药不得检出", "应符合规定" become clauses a result can be judged against.
import { decimalsOf } from './decimal';
import { LIMIT_UNITS, normalizeUnit } from './units';

/** A printed bound: its value and how many decimals it was printed with (results are rounded to them). */
export interface LimitBound {
  value: number;
  decimals: number;
}

export type LimitRule =
  | { kind: 'max'; max: LimitBound; unit: string | null }
  | { kind: 'min'; min: LimitBound; unit: string | null }
  | { kind: 'range'; min: LimitBound; max: LimitBound; unit: string | null }
  /** 不得检出: a result of 未检出 conforms, any measured value does not. */
  | { kind: 'notDetected' }
  /** 应符合规定 and the like: the institution records 符合 or 不符合. */
  | { kind: 'qualitative' };

export type LimitKind = LimitRule['kind'];

export interface LimitClause {
  /** What the clause limits when the text names it (铅, 北柴胡, 人参皂苷Rb1); null for the check's item itself. */
  subject: string | null;
  /** Words that apply to the clause from a leading segment without a bound, e.g. 总黄酮以芦丁计. */
  qualifier: string | null;
  rule: LimitRule;
  /** The clause as printed. */
  text: string;
}

export type ParsedLimit =
  | { ok: true; clauses: LimitClause[]; note: string | null }
  | { ok: false; reason: string };

const MAX_WORDS = ['不得超过', '应不超过', '不得过', '不超过', '不得大于', '不大于', '≤'];
const MIN_WORDS = ['应不低于', '不得低于', '不得少于', '不得小于', '不少于', '不低于', '不小于', '≥'];
const NUM = String.raw`[-+]?\d+(?:\.\d+)?`;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const UNIT = `(?:${[...LIMIT_UNITS, '小时', '分钟'].map(escape).join('|')})`;

const BOUND = new RegExp(`^(.*?)(${[...MAX_WORDS, ...MIN_WORDS].map(escape).join('|')})([^\\d+-]*?)(${NUM})(${UNIT})?$`);
const RANGE = new RegExp(`^(.*?)应为([^\\d+-]*?)(${NUM})(${UNIT})?(?:～|~|〜|至)(${NUM})(${UNIT})?$`);
const WITHIN = new RegExp(`^(.*?)应在(${NUM})(小时|分钟)内.*$`);
const NOT_DETECTED = /^(.*?)不得检出(（[^）]*）)?$/;
const ANY_WORD = new RegExp([...MAX_WORDS, ...MIN_WORDS, '应为', '应在', '不得检出'].map(escape).join('|'));
const QUALITATIVE = /应|不得|符合|不出现/;
const CHINESE_DIGITS: Record<string, number> = { 一: 1, 二: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9, 十: 10 };

/** Spaces only matter between Latin words; 百万分之五 is 5ppm; half-width brackets around a unit are full-width. */
function normalize(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, (m, offset: number, s: string) => (/[A-Za-z]/.test(s[offset - 1] ?? '') && /[A-Za-z]/.test(s[offset + m.length] ?? '') ? ' ' : ''))
    .replace(/百万分之([一二三四五六七八九十]|\d+(?:\.\d+)?)/g, (_m, n: string) => `${CHINESE_DIGITS[n] ?? n}ppm`)
    .replace(/%\((ml\/g|g\/ml)\)/g, '%（$1）')
    .replace(/µ/g, 'μ');
}

function bound(text: string): LimitBound {
  return { value: Number(text), decimals: decimalsOf(text.replace(/^[-+]/, '')) };
}

/** One segment between ，/；: its clauses (several for 苯、甲苯均不得过…), or null when it holds no bound. */
function parseSegment(segment: string): { subject: string; rule: LimitRule }[] | null {
  let m = RANGE.exec(segment);
  if (m) {
    const [a, b] = [bound(m[3]!), bound(m[5]!)].sort((x, y) => x.value - y.value) as [LimitBound, LimitBound];
    return subjects(m[1]!, { kind: 'range', min: a, max: b, unit: normalizeUnit(m[6] ?? m[4]) });
  }
  m = WITHIN.exec(segment);
  if (m) return subjects(m[1]!, { kind: 'max', max: bound(m[2]!), unit: m[3]! });
  m = BOUND.exec(segment);
  if (m) {
    const unit = normalizeUnit(m[5]);
    const rule: LimitRule = MAX_WORDS.includes(m[2]!) ? { kind: 'max', max: bound(m[4]!), unit } : { kind: 'min', min: bound(m[4]!), unit };
    return subjects(m[1]!, rule);
  }
  m = NOT_DETECTED.exec(segment);
  if (m) return subjects(m[1]!, { kind: 'notDetected' });
  return null;
}

/** "苯、甲苯均" is two subjects with the same rule: one limit per element, as a result table lists them. */
function subjects(raw: string, rule: LimitRule): { subject: string; rule: LimitRule }[] {
  const subject = raw.trim();
  if (!subject.endsWith('均')) return [{ subject, rule }];
  return subject
    .slice(0, -1)
    .split('、')
    .map((s) => ({ subject: s.trim(), rule }));
}

/** Parses a check's printed limit; `reason` says in Chinese why a limit could not be read. */
export function parseLimit(printed: string): ParsedLimit {
  let text = normalize(printed);
  if (text === '') return { ok: false, reason: '限度为空' };
  let note: string | null = null;
  const bracket = /〔[^〕]*〕$/.exec(text);
  if (bracket) {
    note = bracket[0];
    text = text.slice(0, bracket.index);
  }
  const segments = text.split(/[，；;]/).map((s) => s.trim()).filter(Boolean);
  const clauses: LimitClause[] = [];
  let qualifier: string | null = null;
  for (const segment of segments) {
    const parsed = parseSegment(segment);
    if (parsed) {
      for (const p of parsed) clauses.push({ subject: p.subject || null, qualifier, rule: p.rule, text: segment });
      continue;
    }
    // A leading segment without a bound word qualifies what follows (总黄酮以芦丁计，槐花不得少于8.0%…).
    if (clauses.length === 0 && !ANY_WORD.test(segment) && qualifier === null) {
      qualifier = segment;
      continue;
    }
    if (clauses.length === 0) break;
    return { ok: false, reason: `“${segment}”不是可识别的限度` };
  }
  if (clauses.length) return { ok: true, clauses, note };
  if (QUALITATIVE.test(text) && !/\d+(?:\.\d+)?\s*(?:%|mg|μg)/.test(text)) {
    return { ok: true, clauses: [{ subject: null, qualifier: null, rule: { kind: 'qualitative' }, text }], note };
  }
  if (!ANY_WORD.test(text)) return { ok: false, reason: '未找到限度词（不得过、不得少于、应为、不得检出……）' };
  return { ok: false, reason: '有限度词，但数值或单位无法识别' };
}
