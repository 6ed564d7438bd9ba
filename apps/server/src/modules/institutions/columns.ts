import type { QualificationFlag, TestItem } from '@tcm/shared';

/**
 * What other modules may use of the institutions' rows without reaching into their repositories:
 * the status that lists an institution, the test-item columns every service list selects and how
 * they map, the columns of an evaluation list, qualifications from the cma/cnas columns, and how a reviewer's account is masked.
 */

/** institution.status of a listed institution (a suspended one never reaches a caller). */
export const LISTED = 1;

export const TEST_ITEM_COLUMNS = [
  'test_item.id as item_id',
  'test_item.name as item_name',
  'test_item.trait as item_trait',
  'test_item.method as item_method',
  'test_item.standard as item_standard',
  'test_item.category_id as item_category_id',
  'service_category.name as item_category_name',
] as const;

/** What an evaluation list shows of each evaluation and its writer (the public page's and the workbench's). */
export const EVALUATION_COLUMNS = [
  'order_evaluation.id',
  'sys_member.user_account',
  'order_evaluation.score_service',
  'order_evaluation.score_timeliness',
  'order_evaluation.score_quality',
  'order_evaluation.content',
  'order_evaluation.reply',
  'order_evaluation.audit_status',
  'order_evaluation.created_at',
] as const;

export type TestItemRow = {
  item_id: number;
  item_name: string;
  item_trait: string;
  item_method: string;
  item_standard: string;
  item_category_id: number;
  item_category_name: string;
};

export const toTestItem = (r: TestItemRow): TestItem => ({
  id: r.item_id,
  name: r.item_name,
  trait: r.item_trait,
  method: r.item_method,
  standard: r.item_standard,
  categoryId: r.item_category_id,
  categoryName: r.item_category_name,
});

export const qualificationsOf = (r: { cma: number; cnas: number }): QualificationFlag[] => [...(r.cma ? [1 as const] : []), ...(r.cnas ? [2 as const] : [])];

/** qi***01: enough to tell reviewers apart, not enough to find the account. */
export const maskAccount = (account: string) => (account.length <= 4 ? `${account.slice(0, 1)}***` : `${account.slice(0, 2)}***${account.slice(-2)}`);
