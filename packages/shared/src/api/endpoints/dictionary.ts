import type * as Content from '../content';
import type * as Dict from '../dict';
import { getEndpoint } from '../endpoint';
import type * as Pagination from '../pagination';

/** §7 sysDictData (getValue is also served without the /api prefix; its twin has no descriptor). */
export const dictionaryCalls = {
  /** One value by type and code; null when the entry does not exist. */
  getValue: getEndpoint<typeof Dict.dictValueQuerySchema, Dict.DictValue>('/api/sysDictData/getValue'),
  /** Every entry of one dictionary type. */
  getDatas: getEndpoint<typeof Content.getDatasQuerySchema, Content.DictData[]>('/api/sysDictData/getDatas'),
  findDictData: getEndpoint<typeof Content.findDictDataQuerySchema, Pagination.PageResult<Content.DictData>>('/api/sysDictData/findDictData'),
} as const;
