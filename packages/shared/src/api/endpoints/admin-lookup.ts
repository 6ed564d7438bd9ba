import type * as AdminLookup from '../admin-lookup';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * Issue #11, the console's lookup management: quality standards and pharmacopoeia monographs
 * (operator-only, every change in the audit log). The monograph import (multipart) and its
 * template (a file) are registered by hand.
 */
export const adminLookupCalls = {
  standardQuery: getEndpoint<typeof AdminLookup.adminStandardQuerySchema, AdminLookup.AdminStandardPage>('/api/admin/standard/query'),
  standardGet: getEndpoint<typeof AdminLookup.adminIdOnlySchema, AdminLookup.AdminStandardDetail>('/api/admin/standard/get'),
  standardCreate: postEndpoint<typeof AdminLookup.adminStandardCreateSchema, { id: number }>('/api/admin/standard/create'),
  standardUpdate: postEndpoint<typeof AdminLookup.adminStandardUpdateSchema, null>('/api/admin/standard/update'),
  standardDelete: postEndpoint<typeof AdminLookup.adminIdOnlySchema, null>('/api/admin/standard/delete'),

  monographQuery: getEndpoint<typeof AdminLookup.adminMonographQuerySchema, AdminLookup.AdminMonographPage>('/api/admin/monograph/query'),
  monographGet: getEndpoint<typeof AdminLookup.adminIdOnlySchema, AdminLookup.AdminMonographDetail>('/api/admin/monograph/get'),
  monographCreate: postEndpoint<typeof AdminLookup.adminMonographCreateSchema, { id: number }>('/api/admin/monograph/create'),
  monographUpdate: postEndpoint<typeof AdminLookup.adminMonographUpdateSchema, null>('/api/admin/monograph/update'),
  monographDelete: postEndpoint<typeof AdminLookup.adminIdOnlySchema, null>('/api/admin/monograph/delete'),
} as const;
