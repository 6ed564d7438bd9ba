import { UPLOAD_PATH_SEPARATOR, UPLOAD_OFD_EXTENSION, UPLOAD_PDF_EXTENSION, UPLOAD_THUMB_WIDTH } from '@tcm/shared';

/**
 * §3: a form holds its files as one comma-separated string of paths. These
 * helpers turn it into a list and back; every change the uploader emits is
 * built with them, so the string never gains empty or padded entries.
 */
export function splitPaths(value: string | null | undefined): string[] {
  if (!value) return [];
  return value
    .split(UPLOAD_PATH_SEPARATOR)
    .map((path) => path.trim())
    .filter((path) => path !== '');
}

export function joinPaths(paths: readonly string[]): string {
  return paths.join(UPLOAD_PATH_SEPARATOR);
}

/** The list with `path` at `index` instead of what was there (§4 replace keeps the position). */
export function replaceAt(paths: readonly string[], index: number, path: string): string[] {
  return paths.map((old, i) => (i === index ? path : old));
}

export function removeAt(paths: readonly string[], index: number): string[] {
  return paths.filter((_, i) => i !== index);
}

export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** §5: a preview opens only for a URL longer than 5 characters. */
export function canPreview(url: string): boolean {
  return url.length > 5;
}

function withoutQuery(path: string): string {
  return path.split(/[?#]/, 1)[0] ?? '';
}

/** A document rather than an image: a PDF, or an OFD e-invoice (issue #23). */
export function isPdfPath(path: string): boolean {
  const p = withoutQuery(path).toLowerCase();
  return p.endsWith(`.${UPLOAD_PDF_EXTENSION}`) || p.endsWith(`.${UPLOAD_OFD_EXTENSION}`);
}

/** §9: tiles ask the server for a 180-px-wide thumbnail. */
export function thumbnailUrl(path: string): string {
  return `${path}${path.includes('?') ? '&' : '?'}w=${UPLOAD_THUMB_WIDTH}`;
}

/** The last segment of a path: what a PDF tile shows when the original name is not known. */
export function baseName(path: string): string {
  const clean = withoutQuery(path);
  return clean.slice(clean.lastIndexOf('/') + 1) || clean;
}

/**
 * Stable ids for the sortable tiles: the path itself, with a counter when the
 * same path appears twice, so dragging never confuses two tiles.
 */
export function tileIds(paths: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return paths.map((path) => {
    const count = seen.get(path) ?? 0;
    seen.set(path, count + 1);
    return count === 0 ? path : `${path}#${count}`;
  });
}
