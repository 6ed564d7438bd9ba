import { readSeed } from '../read-seed';

/**
 * Demo service categories and test items (§3 service category, test item). Methods and
 * standards cite the 2020 edition of the Chinese Pharmacopoeia by its general-rule numbers.
 * `basePriceFen` and `baseDays` are typical market figures; each institution varies them.
 */
export interface SeedTestItem {
  name: string;
  trait: string;
  method: string;
  standard: string;
  basePriceFen: number;
  baseDays: number;
  /** Priced per herb: the institution lists the varieties it has validated methods for. */
  perVariety?: boolean;
}

export interface SeedCategory {
  name: string;
  children: { name: string; items: SeedTestItem[] }[];
}

/** The categories, their children and test items (seed/records/institutions/service-categories.json). */
export const SEED_SERVICE_CATEGORIES = readSeed<SeedCategory[]>('institutions/service-categories');

/** Herbs a variety-specific service may list (common bulk herbs of the markets). */
export const SEED_VARIETIES = ['黄芪', '当归', '党参', '人参', '三七', '丹参', '甘草', '金银花', '枸杞子', '黄连', '川芎', '白芍', '天麻', '茯苓', '西洋参', '石斛'];
