import type {
  AdminMonographDetail,
  AdminMonographPage,
  AdminStandardDetail,
  AdminStandardPage,
  adminIdOnlySchema,
  adminMonographCreateSchema,
  adminMonographQuerySchema,
  adminMonographUpdateSchema,
  adminStandardCreateSchema,
  adminStandardQuerySchema,
  adminStandardUpdateSchema,
} from '../admin-lookup';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * Issue #11, the console's lookup management: quality standards and pharmacopoeia monographs
 * (operator-only, every change in the audit log). The monograph import (multipart) and its
 * template (a file) are registered by hand.
 */
export const adminLookupCalls = {
  standardQuery: getEndpoint<typeof adminStandardQuerySchema, AdminStandardPage>('/api/admin/standard/query'),
  standardGet: getEndpoint<typeof adminIdOnlySchema, AdminStandardDetail>('/api/admin/standard/get'),
  standardCreate: postEndpoint<typeof adminStandardCreateSchema, { id: number }>('/api/admin/standard/create'),
  standardUpdate: postEndpoint<typeof adminStandardUpdateSchema, null>('/api/admin/standard/update'),
  standardDelete: postEndpoint<typeof adminIdOnlySchema, null>('/api/admin/standard/delete'),

  monographQuery: getEndpoint<typeof adminMonographQuerySchema, AdminMonographPage>('/api/admin/monograph/query'),
  monographGet: getEndpoint<typeof adminIdOnlySchema, AdminMonographDetail>('/api/admin/monograph/get'),
  monographCreate: postEndpoint<typeof adminMonographCreateSchema, { id: number }>('/api/admin/monograph/create'),
  monographUpdate: postEndpoint<typeof adminMonographUpdateSchema, null>('/api/admin/monograph/update'),
  monographDelete: postEndpoint<typeof adminIdOnlySchema, null>('/api/admin/monograph/delete'),
} as const;
