import type * as AdminLookup from '../admin-lookup';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `adminLookupCalls`: * Issue #11, the console's lookup management: quality standards and pharmacopoeia monographs
 * (operator-only, every change in the audit log). The monograph import (multipart) and its
 * template (a file) are registered by hand.
 * @tcm/shared re-exports this file as a namespace (`export * as adminLookupCalls`), so a page carries only
 * the descriptors it uses.
 */

export const standardQuery = getEndpoint<typeof AdminLookup.adminStandardQuerySchema, AdminLookup.AdminStandardPage>('/api/admin/standard/query');
export const standardGet = getEndpoint<typeof AdminLookup.adminIdOnlySchema, AdminLookup.AdminStandardDetail>('/api/admin/standard/get');
export const standardCreate = postEndpoint<typeof AdminLookup.adminStandardCreateSchema, { id: number }>('/api/admin/standard/create');
export const standardUpdate = postEndpoint<typeof AdminLookup.adminStandardUpdateSchema, null>('/api/admin/standard/update');
export const standardDelete = postEndpoint<typeof AdminLookup.adminIdOnlySchema, null>('/api/admin/standard/delete');

export const monographQuery = getEndpoint<typeof AdminLookup.adminMonographQuerySchema, AdminLookup.AdminMonographPage>('/api/admin/monograph/query');
export const monographGet = getEndpoint<typeof AdminLookup.adminIdOnlySchema, AdminLookup.AdminMonographDetail>('/api/admin/monograph/get');
export const monographCreate = postEndpoint<typeof AdminLookup.adminMonographCreateSchema, { id: number }>('/api/admin/monograph/create');
export const monographUpdate = postEndpoint<typeof AdminLookup.adminMonographUpdateSchema, null>('/api/admin/monograph/update');
export const monographDelete = postEndpoint<typeof AdminLookup.adminIdOnlySchema, null>('/api/admin/monograph/delete');
