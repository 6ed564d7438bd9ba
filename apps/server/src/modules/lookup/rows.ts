import type { QualityStandardTable } from '../../db/schema-lookup';

/** The lookup's rows as its repositories read them; the console's lookup pages (admin-lookup) read the same shapes. */

export interface MonographRow {
  id: number;
  code: string;
  edition: number;
  volume: number;
  category_id: number;
  category_name: string;
  name: string;
  pinyin: string;
  initial: string;
  latin_name: string | null;
  species: string | null;
  aliases: string;
}
export interface MonographFullRow extends MonographRow {
  sections: string;
  checks: string;
}

export type StandardRow = Omit<QualityStandardTable, 'id'> & { id: number };
