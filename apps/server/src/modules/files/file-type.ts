/** The types the portal stores, decided from a file's first bytes, never from its name. */
export interface StoredType {
  ext: 'jpg' | 'png' | 'gif' | 'pdf' | 'ofd';
  mime: string;
  image: boolean;
}

const SIGNATURES: { bytes: number[]; type: StoredType }[] = [
  { bytes: [0xff, 0xd8, 0xff], type: { ext: 'jpg', mime: 'image/jpeg', image: true } },
  { bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], type: { ext: 'png', mime: 'image/png', image: true } },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x37, 0x61], type: { ext: 'gif', mime: 'image/gif', image: true } },
  { bytes: [0x47, 0x49, 0x46, 0x38, 0x39, 0x61], type: { ext: 'gif', mime: 'image/gif', image: true } },
  { bytes: [0x25, 0x50, 0x44, 0x46, 0x2d], type: { ext: 'pdf', mime: 'application/pdf', image: false } },
  // Issue #23: an OFD e-invoice is a ZIP package; the upload then checks that it is one (./ofd-package.ts).
  { bytes: [0x50, 0x4b, 0x03, 0x04], type: { ext: 'ofd', mime: 'application/ofd', image: false } },
];

/** Bytes needed to decide. */
export const SNIFF_BYTES = 8;

export function detectType(head: Buffer): StoredType | null {
  const hit = SIGNATURES.find((s) => s.bytes.every((b, i) => head[i] === b));
  return hit?.type ?? null;
}

export const MIME_BY_EXT: Record<StoredType['ext'], string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  pdf: 'application/pdf',
  ofd: 'application/ofd',
};
