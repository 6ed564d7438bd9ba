import type { DictData, findDictDataQuerySchema, getDatasQuerySchema } from '../content';
import type { DictValue, dictValueQuerySchema } from '../dict';
import { getEndpoint } from '../endpoint';
import type { PageResult } from '../pagination';

/** §7 sysDictData (getValue is also served without the /api prefix; its twin has no descriptor). */
export const dictionaryCalls = {
  /** One value by type and code; null when the entry does not exist. */
  getValue: getEndpoint<typeof dictValueQuerySchema, DictValue>('/api/sysDictData/getValue'),
  /** Every entry of one dictionary type. */
  getDatas: getEndpoint<typeof getDatasQuerySchema, DictData[]>('/api/sysDictData/getDatas'),
  findDictData: getEndpoint<typeof findDictDataQuerySchema, PageResult<DictData>>('/api/sysDictData/findDictData'),
} as const;
