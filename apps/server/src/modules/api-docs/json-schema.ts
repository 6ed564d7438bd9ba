import { z } from 'zod';
import type { JsonSchema } from './call-shapes';

/**
 * A request schema as JSON Schema (2020-12, the dialect of OpenAPI 3.1): what a caller sends — the
 * input side of transforms, coercions and defaults. Definitions zod puts under `$defs` (a schema
 * that refers to itself) move to the document's components under `<name>_<def>`, since a `$ref`
 * inside a parameter resolves against the document, not the parameter.
 */
export function requestJsonSchema(schema: z.ZodType, name: string, components: Record<string, JsonSchema>): JsonSchema {
  const { $schema: _dialect, $defs, ...json } = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema & { $defs?: Record<string, JsonSchema> };
  const refs = new Map<string, string>();
  for (const def of Object.keys($defs ?? {})) refs.set(`#/$defs/${def}`, `#/components/schemas/${name}_${def}`);
  // A schema that refers to itself as a whole ("#") becomes a component of its own.
  const selfRef = JSON.stringify(json).includes('"$ref":"#"');
  if (selfRef) refs.set('#', `#/components/schemas/${name}`);
  const rewrite = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rewrite);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === '$ref' && typeof v === 'string' ? (refs.get(v) ?? v) : rewrite(v)]));
  };
  for (const [def, body] of Object.entries($defs ?? {})) components[`${name}_${def}`] = rewrite(body) as JsonSchema;
  const out = rewrite(json) as JsonSchema;
  if (!selfRef) return out;
  components[name] = out;
  return { $ref: `#/components/schemas/${name}` };
}

export interface QueryParameter {
  name: string;
  in: 'query';
  required: boolean;
  schema: JsonSchema;
  description?: string;
  style?: 'form';
  explode?: boolean;
}

/** A query schema as OpenAPI parameters: one per property of an object, else the whole object as one form-style parameter. */
export function queryParameters(json: JsonSchema): QueryParameter[] {
  const properties = json.properties as Record<string, JsonSchema> | undefined;
  if (json.type !== 'object' || !properties) return [{ name: 'query', in: 'query', required: false, schema: json, style: 'form', explode: true }];
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, schema]) => {
    const description = typeof schema.description === 'string' ? schema.description : undefined;
    return { name, in: 'query' as const, required: required.has(name), schema, ...(description ? { description } : {}) };
  });
}
