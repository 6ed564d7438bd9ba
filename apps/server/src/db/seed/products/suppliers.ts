import { readSeed } from '../read-seed';

/**
 * Suppliers of the mall: the demo members qiye01, qiye03 and geren03 (db/seed/members.ts) and
 * fictional companies created here as approved corporate members (password DEMO_PASSWORD).
 */
export interface SeedSupplier {
  account: string;
  /** Set for the companies this seed creates; the demo members exist already. */
  create?: { mobile: string; company: string; province: string; serial: number };
  region: string;
  mainProducts: string;
  /** Seal-like logo text (two characters). */
  mark: string;
  premium: boolean;
  /** Position among the home page's recommended suppliers; 0 none. */
  recommend: number;
  contact: [name: string, mobile: string];
}

/** The suppliers, in the order the seed writes them (seed/records/products/suppliers.json). */
export const SEED_SUPPLIERS = readSeed<SeedSupplier[]>('products/suppliers');
