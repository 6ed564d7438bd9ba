/** A positive integer from the address (?id=, ?pageNum=), or null for anything else. */
export function positiveIntParam(raw: string | null): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 && Number.isSafeInteger(n) ? n : null;
}

/** An integer from the address within [min, max], or null. */
export function intInRange(raw: string | null, min: number, max: number): number | null {
  const n = positiveIntParam(raw);
  return n !== null && n >= min && n <= max ? n : null;
}
