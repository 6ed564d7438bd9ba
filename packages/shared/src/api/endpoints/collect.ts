import { getEndpoint, postEndpoint } from '../endpoint';
import type * as Institutions from '../institutions';
import type * as Pagination from '../pagination';

/** §7 myCollect: a member's favourites (members only; each call works on the caller's own). */
export const collectCalls = {
  /** My favourites, newest first. */
  findMyCollect: getEndpoint<typeof Institutions.findMyCollectQuerySchema, Pagination.PageResult<Institutions.CollectItem>>('/api/myCollect/findMyCollect'),
  /** Idempotent: collecting twice answers the same record. */
  addMyCollect: postEndpoint<typeof Institutions.addMyCollectBodySchema, Institutions.CollectRecord>('/api/myCollect/addMyCollect'),
  /** (Spelled so in §7.) Un-favourite by the item's type and id. */
  cacelMyCollect: getEndpoint<typeof Institutions.cacelMyCollectQuerySchema, null>('/api/myCollect/cacelMyCollect'),
  /** Remove one of my favourites by its own id. */
  deleteMyCollect: getEndpoint<typeof Institutions.deleteMyCollectQuerySchema, null>('/api/myCollect/deleteMyCollect'),
  /** Ours: which of these items (ids) are in my favourites. */
  checkMyCollect: getEndpoint<typeof Institutions.checkMyCollectQuerySchema, number[]>('/api/myCollect/checkMyCollect'),
} as const;
