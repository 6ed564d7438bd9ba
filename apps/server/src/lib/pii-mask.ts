/**
 * Personal data as the console lists it (issue #17): the first 3 and last 4 characters, the middle
 * starred — mobile 138****1234, ID number 110***********1234. The clear value costs an audited
 * reveal (modules/admin/pii-service.ts).
 */
export function maskMiddle(value: string, head = 3, tail = 4): string {
  // Too short to keep both ends: show only the last two characters.
  if (value.length <= head + tail) return `${'*'.repeat(Math.max(value.length - 2, 0))}${value.slice(-2)}`;
  return `${value.slice(0, head)}${'*'.repeat(value.length - head - tail)}${value.slice(-tail)}`;
}

export const maskPii = <T extends string | null>(value: T): T => (value === null ? value : (maskMiddle(value) as T));
