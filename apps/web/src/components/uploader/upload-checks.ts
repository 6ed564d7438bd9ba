import { UPLOAD_MAX_BYTES, UPLOAD_MESSAGES, uploadCountExceeded, UPLOAD_IMAGE_EXTENSIONS, UPLOAD_OFD_EXTENSION, UPLOAD_PDF_EXTENSION } from '@tcm/shared';

export type UploadExtension = (typeof UPLOAD_IMAGE_EXTENSIONS)[number] | typeof UPLOAD_PDF_EXTENSION | typeof UPLOAD_OFD_EXTENSION;

/** What a form may hold unless it says otherwise: images only. */
export const DEFAULT_ACCEPT: readonly UploadExtension[] = UPLOAD_IMAGE_EXTENSIONS;

export type UploadVerdict =
  | { ok: true; kind: 'image' | 'pdf' }
  | { ok: false; level: 'warning' | 'error'; message: string };

/** Lower-case extension without the dot; '' when the name has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** The value of the file input's accept attribute: '.jpg,.jpeg,…'. */
export function acceptAttribute(accept: readonly UploadExtension[]): string {
  return accept.map((ext) => `.${ext}`).join(',');
}

/**
 * §5 upload checks, in the spec's order: type (any case), then count (`count`
 * files already held, at least `max` refuses), then size (under 30 MB).
 */
export function checkUploadFile(
  file: { name: string; size: number },
  { count, max, accept }: { count: number; max: number; accept: readonly UploadExtension[] },
): UploadVerdict {
  const ext = extensionOf(file.name);
  if (!(accept as readonly string[]).includes(ext)) {
    return { ok: false, level: 'warning', message: UPLOAD_MESSAGES.unsupportedType };
  }
  if (count >= max) return { ok: false, level: 'warning', message: uploadCountExceeded(max) };
  if (file.size >= UPLOAD_MAX_BYTES) return { ok: false, level: 'error', message: UPLOAD_MESSAGES.tooLarge };
  // An OFD is a document like a PDF: uploaded as it is, shown as a file tile.
  return { ok: true, kind: ext === UPLOAD_PDF_EXTENSION || ext === UPLOAD_OFD_EXTENSION ? 'pdf' : 'image' };
}
