// Which of a monograph's checks a test item on an order performs (issue #21: a test item carries its basis).
import type { MonographCheck } from '../api/lookup';

/** Sections in the order a check is looked for: the crude drug's own checks before a processed form's. */
const SECTION_ORDER = ['examination', 'extract', 'assay', 'identification', 'processing'];

/** "水分（制剂）" → "水分", "重金属及有害元素（铅、镉、砷、汞、铜）" → "重金属及有害元素". */
export function baseItemName(name: string): string {
  return name.replace(/[（(][^）)]*[）)]\s*$/, '').trim();
}

/** A test item as the catalogue names it: its name and the property it tests (test_item.trait). */
export interface TestItemRef {
  name: string;
  trait: string;
}

/**
 * The monograph's check for a test item: the check named like the item (without its bracketed
 * method), else the check named like the item's trait, else a check whose name contains or is
 * contained in the item's (33种禁用农药残留 ↔ 禁用农药). Null when the monograph has no such check:
 * the institution then enters the limit itself.
 */
export function checkForItem(checks: readonly MonographCheck[], item: TestItemRef): MonographCheck | null {
  const rank = (c: MonographCheck) => {
    const i = SECTION_ORDER.indexOf(c.section);
    return i < 0 ? SECTION_ORDER.length : i;
  };
  const ordered = [...checks].sort((a, b) => rank(a) - rank(b));
  const base = baseItemName(item.name);
  return (
    ordered.find((c) => c.item === base) ??
    ordered.find((c) => c.item === item.trait) ??
    ordered.find((c) => c.item.length >= 2 && (base.includes(c.item) || c.item.includes(base))) ??
    null
  );
}
