import type { Generated } from 'kysely';

/** Issue #7's tables (migration 0008-lookup). Dates of standards are YYYY-MM-DD text. */
export interface PharmacopoeiaCategoryTable {
  id: Generated<number>;
  /** 1 一部 … 4 四部. */
  volume: number;
  name: string;
  sort: number;
}

export interface PharmacopoeiaMonographTable {
  id: Generated<number>;
  /** Same for both editions of one drug. */
  code: string;
  edition: number;
  volume: number;
  category_id: number;
  name: string;
  /** As printed: "Renshen". */
  pinyin: string;
  /** a–z only, for ordering the catalogue. */
  pinyin_key: string;
  initial: string;
  latin_name: string | null;
  /** Botanical species joined by "；". */
  species: string | null;
  /** JSON array of strings. */
  aliases: string;
  /** JSON object: MonographSectionKey → text. */
  sections: string;
  /** JSON array of MonographCheck. */
  checks: string;
}

export interface QualityStandardTable {
  id: Generated<number>;
  standard_no: string;
  no_key: string;
  name_cn: string;
  name_en: string | null;
  level: number;
  issuer: string;
  issue_date: string;
  implement_date: string;
  abolish_date: string | null;
  scope: string;
  replaces_no: string | null;
  replaces_key: string | null;
  /** Key of the stored PDF (upload_file.file_key), served at /files/<key>. */
  pdf_key: string | null;
  /** JSON array of the herb names the standard concerns (indexed for search); null when never recorded (0016). */
  herbs: string | null;
}

/** The search index of monographs (doc_kind 1) and standards (doc_kind 2); see modules/search/tokenizer.ts. */
export interface LookupTokenTable {
  token: string;
  doc_kind: number;
  doc_id: number;
  /** Where the token occurs at best: 0 start of the name, 1 name, 2 name key (pinyin, Latin name, number), 3 other names, 4 body. */
  field: number;
  /** Monographs: edition × 100000 + category id; standards: level. */
  facet: number;
  /** Length of the document's name without spaces: shorter names rank first among equals. */
  name_len: number;
}
