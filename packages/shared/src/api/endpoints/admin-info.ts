import type * as AdminInfo from '../admin-info';
import { getEndpoint, postEndpoint } from '../endpoint';

/**
 * `adminInfoCalls`: Issue #11, the console's info management: help Q&A, protocols, dictionary entries (operator-only, every change in the audit log).
 * @tcm/shared re-exports this file as a namespace (`export * as adminInfoCalls`), so a page carries only
 * the descriptors it uses.
 */

/** The help centre's categories, with their question counts. */
export const categories = getEndpoint<undefined, AdminInfo.AdminHelpCategory[]>('/api/admin/help/categories');
export const helpQuery = getEndpoint<typeof AdminInfo.adminHelpQuerySchema, AdminInfo.AdminHelpPage>('/api/admin/help/query');
export const helpGet = getEndpoint<typeof AdminInfo.adminInfoIdSchema, AdminInfo.AdminHelpDetail>('/api/admin/help/get');
export const helpCreate = postEndpoint<typeof AdminInfo.adminHelpCreateSchema, { id: number }>('/api/admin/help/create');
export const helpUpdate = postEndpoint<typeof AdminInfo.adminHelpUpdateSchema, null>('/api/admin/help/update');
/** Every question of one help category, in the wanted order. */
export const reorder = postEndpoint<typeof AdminInfo.adminHelpReorderSchema, null>('/api/admin/help/reorder');
export const helpDelete = postEndpoint<typeof AdminInfo.adminInfoIdSchema, null>('/api/admin/help/delete');

export const protocolQuery = getEndpoint<undefined, AdminInfo.AdminProtocolRow[]>('/api/admin/protocol/query');
export const protocolGet = getEndpoint<typeof AdminInfo.adminInfoIdSchema, AdminInfo.AdminProtocolDetail>('/api/admin/protocol/get');
/** Answers the new updatedAt, which the next edit must send. */
export const protocolUpdate = postEndpoint<typeof AdminInfo.adminProtocolUpdateSchema, { updatedAt: string }>('/api/admin/protocol/update');

/** The dictionary's types, with their entry counts. */
export const types = getEndpoint<undefined, AdminInfo.AdminDictType[]>('/api/admin/dict/types');
export const dictQuery = getEndpoint<typeof AdminInfo.adminDictQuerySchema, AdminInfo.AdminDictPage>('/api/admin/dict/query');
export const dictCreate = postEndpoint<typeof AdminInfo.adminDictCreateSchema, { id: number }>('/api/admin/dict/create');
export const dictUpdate = postEndpoint<typeof AdminInfo.adminDictUpdateSchema, null>('/api/admin/dict/update');
export const setEnabled = postEndpoint<typeof AdminInfo.adminDictEnableSchema, null>('/api/admin/dict/setEnabled');
export const dictDelete = postEndpoint<typeof AdminInfo.adminInfoIdSchema, null>('/api/admin/dict/delete');
