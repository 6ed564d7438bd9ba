import type { DictValue, DictValueQuery } from '@tcm/shared';
import type { DictionaryRepository } from './repository';

export function createDictionaryService(repo: DictionaryRepository) {
  return {
    /** A missing entry is not an error: the caller gets null and shows nothing. */
    async getValue(q: DictValueQuery): Promise<DictValue> {
      return (await repo.findValue(q.dictType, q.dictCode)) ?? null;
    },
  };
}
export type DictionaryService = ReturnType<typeof createDictionaryService>;
