import { type DictData, type DictValue, type DictValueQuery, type PageQuery, type PageResult, toPageResult } from '@tcm/shared';
import type { DictionaryRepository } from './repository';

export function createDictionaryService(repo: DictionaryRepository) {
  return {
    /** A missing entry is not an error: the caller gets null and shows nothing. */
    async getValue(q: DictValueQuery): Promise<DictValue> {
      return (await repo.findValue(q.dictType, q.dictCode)) ?? null;
    },
    getDatas: (dictType: string) => repo.byType(dictType),
    async findDictData(f: { dictType?: string; keyword?: string }, q: PageQuery): Promise<PageResult<DictData>> {
      const { list, total } = await repo.page(f, q);
      return toPageResult(list, total, q);
    },
  };
}
export type DictionaryService = ReturnType<typeof createDictionaryService>;
