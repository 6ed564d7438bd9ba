import type { ServiceCategory, TestItem } from '@tcm/shared';

/**
 * A pharmacopoeia monograph names its checks (水分, 总灰分, 重金属及有害元素, 含量测定 …);
 * the catalogue names test items. Each check becomes one item: the same name first, then a
 * name that contains or is contained in it, then the first item of the trait it names.
 */
export function matchChecksToItems(checks: readonly string[], items: readonly TestItem[]): number[] {
  const ids = new Set<number>();
  for (const raw of checks) {
    const check = raw.trim();
    if (!check) continue;
    const hit =
      items.find((i) => i.name === check) ??
      items.find((i) => i.name.includes(check) || check.includes(i.name)) ??
      items.find((i) => i.trait !== '' && check.includes(i.trait));
    if (hit) ids.add(hit.id);
  }
  return [...ids];
}

/** A category's id with its children's, so choosing a top-level category shows all of its items. */
export function categoryWithChildren(tree: readonly ServiceCategory[], id: number): Set<number> {
  for (const node of tree) {
    if (node.id === id) return new Set([node.id, ...node.children.map((c) => c.id)]);
    const inChild = node.children.find((c) => c.id === id);
    if (inChild) return new Set([inChild.id]);
  }
  return new Set();
}

/** Items of the chosen category (all when none) and traits (all when none). */
export function filterItems(items: readonly TestItem[], categoryIds: Set<number> | null, traits: readonly string[]): TestItem[] {
  return items.filter((i) => (!categoryIds || categoryIds.has(i.categoryId)) && (traits.length === 0 || traits.includes(i.trait)));
}
