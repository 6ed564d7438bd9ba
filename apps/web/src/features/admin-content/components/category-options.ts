import { ADMIN_CONTENT_MESSAGES as M, type AdminCategoryNode } from '@tcm/shared';

export interface CategoryTreeOption {
  value: number;
  title: string;
  children?: CategoryTreeOption[];
}

/** The tree as antd's TreeSelect takes it (a top-level choice includes its children when filtering). */
export function categoryTreeData(nodes: readonly AdminCategoryNode[]): CategoryTreeOption[] {
  return nodes.map((n) => ({ value: n.id, title: n.name, children: n.children.length > 0 ? categoryTreeData(n.children) : undefined }));
}

/**
 * The tree as one list for a native select: each child under its parent, indented by two
 * ideographic spaces a level (choosing a parent filters by it and its children).
 */
export function categoryChoices(nodes: readonly AdminCategoryNode[], depth = 0): { value: number; label: string }[] {
  return nodes.flatMap((n) => [{ value: n.id, label: `${'\u3000\u3000'.repeat(depth)}${n.name}` }, ...categoryChoices(n.children, depth + 1)]);
}

/** Where a new category may go: the top level, or under a top-level one (the tree has two levels). */
export function parentOptions(nodes: readonly AdminCategoryNode[]): { value: number; label: string }[] {
  return [{ value: 0, label: '一级分类（无上级）' }, ...nodes.map((n) => ({ value: n.id, label: n.name }))];
}

/** A row of the category table: a leaf has no children list, so the table draws no expand button for it. */
export type CategoryRow = Omit<AdminCategoryNode, 'children'> & { children?: CategoryRow[] };

export function categoryRows(nodes: readonly AdminCategoryNode[]): CategoryRow[] {
  return nodes.map(({ children, ...n }) => (children.length > 0 ? { ...n, children: categoryRows(children) } : n));
}

/** Why a category cannot be deleted now (the server refuses with the same words), or null. */
export function deleteBlocker(node: CategoryRow): string | null {
  if (node.children?.length) return M.categoryHasChildren;
  if (node.articleCount > 0) return M.categoryHasArticles;
  return null;
}
