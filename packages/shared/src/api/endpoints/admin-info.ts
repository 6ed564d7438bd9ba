import type * as AdminInfo from '../admin-info';
import { getEndpoint, postEndpoint } from '../endpoint';

/** Issue #11, the console's info management: help Q&A, protocols, dictionary entries (operator-only, every change in the audit log). */
export const adminInfoCalls = {
  /** The help centre's categories, with their question counts. */
  categories: getEndpoint<undefined, AdminInfo.AdminHelpCategory[]>('/api/admin/help/categories'),
  helpQuery: getEndpoint<typeof AdminInfo.adminHelpQuerySchema, AdminInfo.AdminHelpPage>('/api/admin/help/query'),
  helpGet: getEndpoint<typeof AdminInfo.adminInfoIdSchema, AdminInfo.AdminHelpDetail>('/api/admin/help/get'),
  helpCreate: postEndpoint<typeof AdminInfo.adminHelpCreateSchema, { id: number }>('/api/admin/help/create'),
  helpUpdate: postEndpoint<typeof AdminInfo.adminHelpUpdateSchema, null>('/api/admin/help/update'),
  /** Every question of one help category, in the wanted order. */
  reorder: postEndpoint<typeof AdminInfo.adminHelpReorderSchema, null>('/api/admin/help/reorder'),
  helpDelete: postEndpoint<typeof AdminInfo.adminInfoIdSchema, null>('/api/admin/help/delete'),

  protocolQuery: getEndpoint<undefined, AdminInfo.AdminProtocolRow[]>('/api/admin/protocol/query'),
  protocolGet: getEndpoint<typeof AdminInfo.adminInfoIdSchema, AdminInfo.AdminProtocolDetail>('/api/admin/protocol/get'),
  /** Answers the new updatedAt, which the next edit must send. */
  protocolUpdate: postEndpoint<typeof AdminInfo.adminProtocolUpdateSchema, { updatedAt: string }>('/api/admin/protocol/update'),

  /** The dictionary's types, with their entry counts. */
  types: getEndpoint<undefined, AdminInfo.AdminDictType[]>('/api/admin/dict/types'),
  dictQuery: getEndpoint<typeof AdminInfo.adminDictQuerySchema, AdminInfo.AdminDictPage>('/api/admin/dict/query'),
  dictCreate: postEndpoint<typeof AdminInfo.adminDictCreateSchema, { id: number }>('/api/admin/dict/create'),
  dictUpdate: postEndpoint<typeof AdminInfo.adminDictUpdateSchema, null>('/api/admin/dict/update'),
  setEnabled: postEndpoint<typeof AdminInfo.adminDictEnableSchema, null>('/api/admin/dict/setEnabled'),
  dictDelete: postEndpoint<typeof AdminInfo.adminInfoIdSchema, null>('/api/admin/dict/delete'),
} as const;
