import type { z } from 'zod';

/**
 * Valid-looking query strings for a GET route, built from its zod schema: each field takes, in
 * turn, the candidate values its own schema accepts (ids of real rows, a keyword, a verification
 * code, the values of an enum). The gate that GETs change nothing calls every route with these, so
 * the handlers run their real paths (a found article, an order of the caller), not only refusals.
 */
export const BASE_CANDIDATES = ['1', '2', '3', '5', '8', '14', '2020', '黄芪', '人参', 'tel', 'DEMO11K7QX2M', '1,2,3', '2026-01-01', '2026-12-31', 'true'];

interface FieldDef {
  type: string;
  innerType?: Field;
  entries?: Record<string, string | number>;
  values?: unknown[];
}
type Field = z.ZodType & { _zod: { def: FieldDef } };

/** The values an enum or literal field names itself, looked for through optional/default wrappers. */
function ownValues(field: Field): string[] {
  let f: Field | undefined = field;
  for (let depth = 0; f && depth < 5; depth++) {
    const def: FieldDef = f._zod.def;
    if (def.type === 'enum' && def.entries) return Object.values(def.entries).map(String);
    if (def.type === 'literal' && def.values) return def.values.map(String);
    f = def.innerType;
  }
  return [];
}

/** Up to `max` inputs; the last one leaves out every field that may be missing. */
export function plausibleInputs(schema: z.ZodType | undefined, extra: string[], max = 4): Record<string, string>[] {
  const shape = (schema as { shape?: Record<string, Field> } | undefined)?.shape;
  if (!shape) return [{}];
  const accepted = Object.entries(shape).map(([name, field]) => {
    const values = [...new Set([...ownValues(field), ...extra, ...BASE_CANDIDATES])].filter((v) => field.safeParse(v).success);
    return { name, values, optional: field.safeParse(undefined).success };
  });
  const count = Math.min(max, Math.max(1, ...accepted.map((a) => a.values.length)));
  const inputs: Record<string, string>[] = [];
  for (let k = 0; k < count; k++) {
    const input: Record<string, string> = {};
    for (const a of accepted) if (a.values.length) input[a.name] = a.values[k % a.values.length]!;
    inputs.push(input);
  }
  inputs.push(Object.fromEntries(accepted.filter((a) => !a.optional && a.values.length).map((a) => [a.name, a.values[0]!])));
  return inputs;
}
