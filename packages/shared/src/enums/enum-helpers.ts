/** One entry of a select: the code the API carries and the Chinese text shown for it. */
export interface EnumOption<V extends string | number> {
  value: V;
  label: string;
}

/**
 * Options in the order the codes are declared (not sorted), so a select lists them
 * the way the spec does.
 */
export function toOptions<V extends string | number>(
  codes: Readonly<Record<string, V>>,
  labels: Readonly<Record<V, string>>,
): readonly EnumOption<V>[] {
  return Object.values(codes).map((value) => ({ value, label: labels[value] }));
}

/**
 * A guard that accepts exactly the declared codes. It does not coerce: the string '1'
 * is not status 1, so query parameters must be converted before they are checked.
 */
export function toGuard<V extends string | number>(
  codes: Readonly<Record<string, V>>,
): (value: unknown) => value is V {
  const known = new Set<unknown>(Object.values(codes));
  return (value: unknown): value is V => known.has(value);
}
