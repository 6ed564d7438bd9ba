import { z } from 'zod';

/** §7 GET /api/sysDictData/getValue and GET /sysDictData/getValue. */
export const dictValueQuerySchema = z.object({
  dictType: z.string().trim().min(1, '字典类型不能为空').max(64, '字典类型过长'),
  dictCode: z.string().trim().min(1, '字典编码不能为空').max(64, '字典编码过长'),
});
export type DictValueQuery = z.infer<typeof dictValueQuerySchema>;
/** data of getValue: the value, or null when the entry does not exist. */
export type DictValue = string | null;
