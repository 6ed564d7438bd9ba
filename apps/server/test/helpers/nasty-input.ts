import fc from 'fast-check';

/** Strings that have broken servers before: injections, markup, control and non-BMP text, extremes. */
export const NASTY_STRINGS = [
  '',
  ' ',
  "'; DROP TABLE sys_dict_data; --",
  "' OR '1'='1",
  '" OR 1=1 --',
  '1; SELECT pg_sleep(5)',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '😀𠮷𩸽🀄',
  '\u0000',
  '%00%ff',
  '../../etc/passwd',
  'null',
  'undefined',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '9007199254740993',
  '0.5',
  '中药质量检测',
  'x'.repeat(100 * 1024),
];

const nastyString = fc.oneof(fc.constantFrom(...NASTY_STRINGS), fc.string({ maxLength: 40 }), fc.string({ unit: 'grapheme', maxLength: 20 }));

/** Numbers where integers belong: negative, huge, fractional, non-finite as strings. */
const nastyNumber = fc.oneof(
  fc.integer(),
  fc.constantFrom(-1, 0, 2 ** 31, Number.MAX_SAFE_INTEGER * 10, 1e308, -0.5, 3.14159),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));
export const nastyValue = fc.oneof(
  { weight: 6, arbitrary: leaf },
  { weight: 1, arbitrary: fc.array(leaf, { maxLength: 3 }) },
  { weight: 1, arbitrary: fc.dictionary(fc.string({ maxLength: 6 }), leaf, { maxKeys: 3 }) },
);

/**
 * Objects that mix the route's own fields (each present or missing, of any type) with extra
 * ones. Declared fields are usually present, so a bad value in one field meets valid neighbours.
 */
export function nastyObject(fields: string[]) {
  const own = fc.record(Object.fromEntries(fields.map((f) => [f, fc.oneof(nastyString, nastyValue)])), {
    requiredKeys: [],
  });
  const extra = fc.dictionary(fc.string({ maxLength: 8 }), nastyValue, { maxKeys: 2 });
  return fc.tuple(extra, own).map(([e, o]) => ({ ...e, ...o }) as Record<string, unknown>);
}

/** How a browser would send an object as a query string: arrays repeat the key, objects as JSON. */
export function toQueryString(obj: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(obj)) {
    if (Array.isArray(v)) v.forEach((item) => params.append(k, String(item)));
    else if (v !== null && typeof v === 'object') params.append(k, JSON.stringify(v));
    else params.append(k, String(v));
  }
  return params.toString();
}
