import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Institutions from '../institutions';
import type * as Pagination from '../pagination';

/**
 * `collectCalls`: §7 myCollect: a member's favourites (members only; each call works on the caller's own).
 * @tcm/shared re-exports this file as a namespace (`export * as collectCalls`), so a page carries only
 * the descriptors it uses.
 */

/** My favourites, newest first. */
export const findMyCollect = getEndpoint<typeof Institutions.findMyCollectQuerySchema, Pagination.PageResult<Institutions.CollectItem>>('/api/myCollect/findMyCollect');
/** Idempotent: collecting twice answers the same record. */
export const addMyCollect = postEndpoint<typeof Institutions.addMyCollectBodySchema, Institutions.CollectRecord>('/api/myCollect/addMyCollect');
/** (Spelled so in §7.) Un-favourite by the item's type and id. */
export const cancelMyCollect = getEndpoint<typeof Institutions.cancelMyCollectQuerySchema, null>('/api/myCollect/cacelMyCollect');
/** Remove one of my favourites by its own id. */
export const deleteMyCollect = getEndpoint<typeof Institutions.deleteMyCollectQuerySchema, null>('/api/myCollect/deleteMyCollect');
/** Ours: which of these items (ids) are in my favourites. */
export const checkMyCollect = getEndpoint<typeof Institutions.checkMyCollectQuerySchema, number[]>('/api/myCollect/checkMyCollect');
