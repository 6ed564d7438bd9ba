import { paths } from '@/config/paths';

/**
 * 录入检测结果 is a view of the workbench's order detail (`?id=…&view=results`), not a route of its
 * own: the route table and the paths are in every visitor's first script, which is at its budget.
 */
export const RESULTS_VIEW = 'results';
export const resultsEntryHref = (orderId: number) => `${paths.workbenchOrderDetail.getHref(orderId)}&view=${RESULTS_VIEW}`;
