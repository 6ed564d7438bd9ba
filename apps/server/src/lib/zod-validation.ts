import type { FastifySchemaCompiler, FastifyTypeProvider } from 'fastify';
import { z } from 'zod';
import { InputValidationError } from './errors';

z.config(z.locales.zhCN());

const PART_LABEL: Record<string, string> = {
  querystring: '查询参数',
  body: '请求体',
  params: '路径参数',
  headers: '请求头',
};

/** One Chinese sentence naming the first failing field, e.g. 「参数 dictType：字典类型不能为空」. */
export function describeZodError(error: z.ZodError, part: string): string {
  const issue = error.issues[0];
  if (!issue) return '请求参数有误';
  const field = issue.path.map(String).join('.');
  if (!field) return `${PART_LABEL[part] ?? '请求参数'}格式有误：${issue.message}`;
  if (issue.code === 'invalid_type' && 'input' in issue && issue.input === undefined) {
    return `缺少参数 ${field}`;
  }
  return `参数 ${field}：${issue.message}`;
}

/** The path of the first string holding a NUL character: no database stores one (PostgreSQL refuses it). */
export function findNulCharacter(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      const hit = findNulCharacter(v, [...path, k]);
      if (hit) return hit;
    }
  }
  return null;
}

/** Lets route schemas be zod schemas from @tcm/shared (STYLE rule 2). */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, httpPart }) => {
  return (data: unknown) => {
    const nul = findNulCharacter(data);
    if (nul) return { error: new InputValidationError(`参数 ${nul.join('.') || '内容'}：包含非法字符`) };
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return { error: new InputValidationError(describeZodError(result.error, httpPart ?? '')) };
  };
};

/** Types request.query / request.body from the route's zod schema. */
export interface ZodTypeProvider extends FastifyTypeProvider {
  validator: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
  serializer: this['schema'] extends z.ZodType ? z.input<this['schema']> : unknown;
}
