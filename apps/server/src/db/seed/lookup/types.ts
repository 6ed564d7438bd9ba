import type { MonographCheck, StandardLevel } from '@tcm/shared';

/**
 * The shape of the hand-written seed for issue #7. Real drug names, pinyin, Latin names,
 * species, nature/flavour/channels and functions; the test sections may be summaries.
 */
export interface HerbSeed {
  /** Stable key shared by both editions, e.g. "renshen". */
  code: string;
  name: string;
  /** As printed in the pharmacopoeia: "Renshen", "Gancao". */
  pinyin: string;
  latinName: string;
  /** "五加科植物人参 Panax ginseng C. A. Mey. 的干燥根和根茎" — family, species (Latin) and part. */
  source: string;
  /** Botanical species names in Latin, for search: ["Panax ginseng C. A. Mey."]. */
  species: string[];
  /** Common and trade names: ["棒槌", "园参", "山参"]. */
  aliases: string[];
  /** 药材和饮片 | 植物油脂和提取物 | 成方制剂和单味制剂 (volume 一部). */
  category: '药材和饮片' | '植物油脂和提取物' | '成方制剂和单味制剂';
  description: string;
  identification: string;
  /** 检查, as prose; the structured checks below repeat what an order would test. */
  examination: string;
  extract?: string;
  fingerprint?: string;
  assay?: string;
  /** 饮片: 炮制 and the slices' own checks. */
  processing?: string;
  natureChannels: string;
  functions: string;
  usage: string;
  caution?: string;
  storage: string;
  /** Structured checks of the 2020 edition (水分, 总灰分, 浸出物, 含量测定, 重金属…). */
  checks: MonographCheck[];
  /**
   * When set, a 2015 edition is seeded too: the same monograph with these fields replaced
   * (a real-looking difference such as a limit that was tightened or a check that was added).
   */
  edition2015?: Partial<Omit<HerbSeed, 'code' | 'edition2015'>>;
}

/** Monographs of volumes 二部 to 四部 (chemicals, biologics, general rules): short entries. */
export interface OtherVolumeSeed {
  code: string;
  volume: 2 | 3 | 4;
  /** e.g. 二部: 化学药品; 三部: 生物制品; 四部: 通则, 药用辅料. */
  category: string;
  name: string;
  pinyin: string;
  latinName?: string;
  aliases?: string[];
  /** The main text (for 四部 the rule's summary: 通则0832 水分测定法 …). */
  description: string;
  examination?: string;
  assay?: string;
  storage?: string;
  checks?: MonographCheck[];
}

export interface StandardSeed {
  standardNo: string;
  nameCn: string;
  nameEn?: string;
  level: StandardLevel;
  issuer: string;
  /** YYYY-MM-DD */
  issueDate: string;
  implementDate: string;
  abolishDate?: string;
  scope: string;
  /** standardNo of the standard this one replaces (may be one not seeded). */
  replaces?: string;
  /** Herb names the standard concerns, for search ("人参", "三七"). */
  herbs?: string[];
}
