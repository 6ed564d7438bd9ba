import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import { pinyin } from 'pinyin-pro';

/**
 * The lookup search's tokens, made the same way for indexing and for querying, so both engines
 * only compare plain strings (no FTS5 trigram or pg_trgm, which miss two-character Chinese words).
 * Chinese text is indexed as every character bigram: a query's words, each split into bigrams and
 * all required, then find any text that contains them. jieba segments the query so that bigrams
 * across word boundaries (人参|含量 → 参含) are not required.
 */

/** Where a token occurs at best; a lower field ranks higher. NAME_START: the name begins with it. */
export const FIELD = { NAME_START: 0, NAME: 1, KEY: 2, META: 3, BODY: 4 } as const;
export type Field = (typeof FIELD)[keyof typeof FIELD];

export interface IndexedDoc {
  name: string;
  /** Pinyin as printed ("Renshen"); made with pinyin-pro when absent. */
  pinyin?: string;
  /** Whole Latin drug name ("Ginseng Radix et Rhizoma"). */
  latinName?: string | null;
  standardNo?: string;
  /** Aliases, botanical species, herbs a standard concerns: ranked below the name. */
  meta: readonly string[];
  body: readonly string[];
}

const MAX_TOKEN = 120;
const LATIN_CONNECTORS = new Set(['et', 'seu', 'cum']);
const HAN = /\p{Script=Han}/u;
const HAN_RUN = /\p{Script=Han}+/gu;
const WORD_RUN = /[a-z0-9]+(?:\.[0-9]+)*/g;
/** GB/T 19618-2004, T/CACM 1021.1-2017, DB52/T 1234, SB/T 11094, GB 2762 — a whole word, never the start of one ("mwx79m0q"). */
const STANDARD_NO = /(?<![a-z0-9])([a-z]{1,6}\d{0,2}(?:\s*\/\s*[a-z]{1,6})?)\s*(\d{2,6}(?:\.\d+)*)(?:\s*[-—]\s*(\d{4}))?(?![a-z0-9])/g;

let jieba: Jieba | null = null;
/** Loading the dictionary takes ~0.3 s: only when the first query is segmented. */
const segmenter = (): Jieba => (jieba ??= Jieba.withDict(dict));

export const normalize = (s: string): string => s.normalize('NFKC').toLowerCase();
/** For comparing a query with a name: case, width and spaces ignored. */
export const compact = (s: string): string => normalize(s).replace(/\s+/g, '');

const pinyinMemo = new Map<string, string[]>();
/** pinyin-pro takes ~0.1 ms a call and names repeat (both editions, the large synthetic set): remembered, bounded. */
function pinyinOf(text: string): string[] {
  let syllables = pinyinMemo.get(text);
  if (!syllables) {
    if (pinyinMemo.size >= 100_000) pinyinMemo.clear();
    syllables = pinyin(text, { toneType: 'none', type: 'array', nonZh: 'removed', v: true });
    pinyinMemo.set(text, syllables);
  }
  return syllables;
}
const letters = (s: string): string => normalize(s).replace(/[^a-z]/g, '');

/** "GB/T 19618-2004" → code "gbt", number "19618", year "2004". */
function parseStandardNo(no: string): { code: string; num: string; year?: string } | null {
  const m = new RegExp(STANDARD_NO.source).exec(normalize(no));
  if (!m) return null;
  return { code: m[1]!.replace(/[\s/]/g, ''), num: m[2]!, year: m[3] };
}

/** The stored key of a standard number, spaces and slashes removed: "gbt19618-2004". */
export function standardNoKey(no: string): string {
  const p = parseStandardNo(no);
  return p ? `${p.code}${p.num}${p.year ? `-${p.year}` : ''}` : compact(no).replace(/\//g, '');
}

/**
 * Every way a user may type a standard's number: `key` the number itself (with or without year, or
 * bare), `related` what only points near it (the code "gbt", the series "tcacm1021" of "1021.1").
 */
function standardNoTokens(no: string): { key: string[]; related: string[] } {
  const p = parseStandardNo(no);
  if (!p) return { key: [], related: [] };
  const series = p.num.split('.')[0]!;
  const key = [`${p.code}${p.num}`, p.num, ...(p.year ? [`${p.code}${p.num}-${p.year}`] : [])];
  return { key, related: [p.code, p.code.replace(/t$/, ''), `${p.code}${series}`, series] };
}

function bigrams(run: string): string[] {
  if (run.length === 1) return [run];
  const out: string[] = [];
  for (let i = 0; i + 1 < run.length; i += 1) out.push(run.slice(i, i + 2));
  return out;
}

/** Bigrams of Chinese runs, Latin words and numbers, and standard numbers found in the text. */
function textTokens(text: string, withUnigrams: boolean): string[] {
  const n = normalize(text);
  const out: string[] = [];
  for (const m of n.matchAll(HAN_RUN)) {
    out.push(...bigrams(m[0]));
    if (withUnigrams && m[0].length > 1) out.push(...m[0]);
  }
  for (const m of n.matchAll(WORD_RUN)) if (m[0].length > 1) out.push(m[0]);
  for (const m of n.matchAll(STANDARD_NO)) {
    const t = standardNoTokens(m[0]);
    out.push(...t.key, ...t.related);
  }
  return out;
}

/** Full pinyin and initials of a Chinese name ("renshen", "rs"), and the pinyin of each bigram in it. */
function pinyinTokens(name: string, printed?: string): string[] {
  const syllables = pinyinOf(name);
  if (syllables.length === 0) return [];
  const out = [syllables.join(''), syllables.map((s) => s[0]).join('')];
  if (printed) out.push(letters(printed));
  return out;
}

function namePartPinyin(name: string): string[] {
  const out: string[] = [];
  for (const m of name.matchAll(HAN_RUN)) {
    const syl = pinyinOf(m[0]);
    for (let i = 0; i + 1 < syl.length; i += 1) out.push(syl[i]! + syl[i + 1]!);
  }
  return out;
}

/** Each token of a document with the best field it occurs in. */
export function documentTokens(doc: IndexedDoc): Map<string, Field> {
  const tokens = new Map<string, Field>();
  const add = (list: readonly string[], field: Field) => {
    for (const t of list) {
      if (!t || t.length > MAX_TOKEN) continue;
      const had = tokens.get(t);
      if (had === undefined || field < had) tokens.set(t, field);
    }
  };
  const name = compact(doc.name);
  for (const t of textTokens(doc.name, true)) add([t], name.startsWith(t) ? FIELD.NAME_START : FIELD.NAME);
  add(pinyinTokens(doc.name, doc.pinyin), FIELD.KEY);
  if (doc.latinName) add([normalize(doc.latinName).replace(/\s+/g, ' ').trim()], FIELD.KEY);
  const no = doc.standardNo ? standardNoTokens(doc.standardNo) : { key: [], related: [] };
  add(no.key, FIELD.KEY);
  add(namePartPinyin(doc.name), FIELD.META);
  add(no.related, FIELD.META);
  if (doc.latinName) add(textTokens(doc.latinName, false), FIELD.META);
  for (const m of doc.meta) {
    add(textTokens(m, true), FIELD.META);
    if (HAN.test(m)) add(pinyinTokens(m), FIELD.META);
    else add([normalize(m).replace(/\s+/g, ' ').trim()], FIELD.META);
  }
  for (const b of doc.body) add(textTokens(b, false), FIELD.BODY);
  return tokens;
}

export interface ParsedQuery {
  /** All must occur in a document. */
  tokens: string[];
  /** The token made from the query's first characters: a name that begins with it is a prefix match. */
  lead: string | null;
  /** The query without spaces, case or width: a name of this length that begins with it is an exact match. */
  compact: string;
  /** What to highlight: the query's words as typed, longest first. */
  terms: string[];
}

/** A Chinese run's required tokens: each jieba word's bigrams; a one-character word pairs with its neighbour. */
function runTokens(run: string): string[] {
  if (run.length <= 2) return [run];
  const words = segmenter().cut(run, false);
  const out: string[] = [];
  let at = 0;
  for (const w of words) {
    if (w.length >= 2) out.push(...bigrams(w));
    else out.push(at + 1 < run.length ? run.slice(at, at + 2) : run.slice(at - 1, at + 1));
    at += w.length;
  }
  return out;
}

export function parseQuery(q: string): ParsedQuery {
  let rest = normalize(q).trim();
  const tokens: string[] = [];
  const terms: string[] = [];
  const firstRun = /^\p{Script=Han}+/u.exec(rest)?.[0];
  const lead = firstRun ? runTokens(firstRun)[0]! : null;
  for (const m of rest.matchAll(STANDARD_NO)) {
    const p = parseStandardNo(m[0])!;
    if (!/[a-z]/.test(p.code)) continue;
    tokens.push(p.year ? `${p.code}${p.num}-${p.year}` : `${p.code}${p.num}`);
    terms.push(m[0].trim());
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(HAN_RUN)) {
    tokens.push(...runTokens(m[0]));
    terms.push(...(m[0].length > 2 ? segmenter().cut(m[0], false).filter((w) => w.length > 1) : []), m[0]);
  }
  for (const m of rest.replace(HAN_RUN, ' ').matchAll(/[a-z0-9]+(?:[./][a-z0-9]+)*/g)) {
    const word = m[0];
    if (word.includes('/')) {
      tokens.push(word.replace(/\//g, ''));
    } else if (word.length > 1 || /\d/.test(word)) tokens.push(word);
    terms.push(word);
  }
  terms.push(normalize(q).replace(/\s+/g, ' ').trim());
  // "Radix et Rhizoma": the connector is in most Latin names and would only add work.
  const useful = tokens.length > 1 ? tokens.filter((t) => !LATIN_CONNECTORS.has(t)) : tokens;
  const uniq = [...new Set(useful)].filter((t) => t.length <= MAX_TOKEN);
  return { tokens: uniq, lead, compact: compact(q), terms: [...new Set(terms)].sort((a, b) => b.length - a.length) };
}
