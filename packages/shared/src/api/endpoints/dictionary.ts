import type * as Content from '../content';
import type * as Dict from '../dict';
import { getEndpoint } from '../endpoint';
import type * as Pagination from '../pagination';

/**
 * `dictionaryCalls`: §7 sysDictData (getValue is also served without the /api prefix; its twin has no descriptor).
 * @tcm/shared re-exports this file as a namespace (`export * as dictionaryCalls`), so a page carries only
 * the descriptors it uses.
 */

/** One value by type and code; null when the entry does not exist. */
export const getValue = getEndpoint<typeof Dict.dictValueQuerySchema, Dict.DictValue>('/api/sysDictData/getValue');
/** Every entry of one dictionary type. */
export const getDatas = getEndpoint<typeof Content.getDatasQuerySchema, Content.DictData[]>('/api/sysDictData/getDatas');
export const findDictData = getEndpoint<typeof Content.findDictDataQuerySchema, Pagination.PageResult<Content.DictData>>('/api/sysDictData/findDictData');
