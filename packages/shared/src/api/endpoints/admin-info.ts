import type {
  AdminDictPage,
  AdminDictType,
  AdminHelpCategory,
  AdminHelpDetail,
  AdminHelpPage,
  AdminProtocolDetail,
  AdminProtocolRow,
  adminDictCreateSchema,
  adminDictEnableSchema,
  adminDictQuerySchema,
  adminDictUpdateSchema,
  adminHelpCreateSchema,
  adminHelpQuerySchema,
  adminHelpReorderSchema,
  adminHelpUpdateSchema,
  adminInfoIdSchema,
  adminProtocolUpdateSchema,
} from '../admin-info';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the console's info management: help Q&A, protocols, dictionary entries (operator-only, every change in the audit log). */
export const adminInfoCalls = {
  /** The help centre's categories, with their question counts. */
  categories: getEndpoint<undefined, AdminHelpCategory[]>('/api/admin/help/categories'),
  helpQuery: getEndpoint<typeof adminHelpQuerySchema, AdminHelpPage>('/api/admin/help/query'),
  helpGet: getEndpoint<typeof adminInfoIdSchema, AdminHelpDetail>('/api/admin/help/get'),
  helpCreate: postEndpoint<typeof adminHelpCreateSchema, { id: number }>('/api/admin/help/create'),
  helpUpdate: postEndpoint<typeof adminHelpUpdateSchema, null>('/api/admin/help/update'),
  /** Every question of one help category, in the wanted order. */
  reorder: postEndpoint<typeof adminHelpReorderSchema, null>('/api/admin/help/reorder'),
  helpDelete: postEndpoint<typeof adminInfoIdSchema, null>('/api/admin/help/delete'),

  protocolQuery: getEndpoint<undefined, AdminProtocolRow[]>('/api/admin/protocol/query'),
  protocolGet: getEndpoint<typeof adminInfoIdSchema, AdminProtocolDetail>('/api/admin/protocol/get'),
  /** Answers the new updatedAt, which the next edit must send. */
  protocolUpdate: postEndpoint<typeof adminProtocolUpdateSchema, { updatedAt: string }>('/api/admin/protocol/update'),

  /** The dictionary's types, with their entry counts. */
  types: getEndpoint<undefined, AdminDictType[]>('/api/admin/dict/types'),
  dictQuery: getEndpoint<typeof adminDictQuerySchema, AdminDictPage>('/api/admin/dict/query'),
  dictCreate: postEndpoint<typeof adminDictCreateSchema, { id: number }>('/api/admin/dict/create'),
  dictUpdate: postEndpoint<typeof adminDictUpdateSchema, null>('/api/admin/dict/update'),
  setEnabled: postEndpoint<typeof adminDictEnableSchema, null>('/api/admin/dict/setEnabled'),
  dictDelete: postEndpoint<typeof adminInfoIdSchema, null>('/api/admin/dict/delete'),
} as const;
