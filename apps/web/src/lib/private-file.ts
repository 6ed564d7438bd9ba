import { useEffect, useState } from 'react';
import { type FileLink, request } from './request';
import { saveBlob } from './save-blob';

/**
 * Private documents (issue #17: vouchers, contracts, reports, licences, settlement scans) are
 * served only to a caller the Token *header* identifies, or through a short-lived signed link.
 * A plain <a href> or <img src> sends no header, so they are fetched here, through the request
 * client, and handed to the page as an object URL (images) or saved as a file (PDFs).
 */

/** The signed links uploads answered with (previewUrl), by stored path: the uploader's preview and OCR use them. */
const signedLinks = new Map<string, string>();

export function rememberSignedLink(fileUrl: string, signedUrl: string | null | undefined): void {
  if (signedUrl) signedLinks.set(fileUrl, signedUrl);
}

/** The exp and sig of a fresh upload's signed link, for a server call that reads the file (OCR). */
export function signatureOf(fileUrl: string): { exp?: string; sig?: string } {
  const link = signedLinks.get(fileUrl);
  if (!link) return {};
  const query = new URLSearchParams(link.split('?')[1] ?? '');
  return { exp: query.get('exp') ?? undefined, sig: query.get('sig') ?? undefined };
}

/**
 * The file's bytes. The Token header goes along always, and a fresh upload's signed link too:
 * either opens it, so an expired link still works for the signed-in uploader. `quiet` for images
 * drawn on their own (a broken tile says enough); a download the user asked for says why it failed.
 */
export function fetchPrivateFile(path: string, opts: { width?: number; quiet?: boolean } = {}): Promise<Blob> {
  // A link the server handed out (an upload's path, or its signed link), not a path of the code.
  return request.download((signedLinks.get(path) ?? path) as FileLink, opts.width ? { w: opts.width } : {}, { quiet: opts.quiet });
}

/** `label` plus the stored file's extension: 检测报告-BG2026….pdf rather than a random key. */
export function privateFileName(label: string, path: string): string {
  const ext = /\.(\w+)(?:[?#]|$)/.exec(path)?.[1];
  return ext && !label.toLowerCase().endsWith(`.${ext}`) ? `${label}.${ext}` : label;
}

/** Saves a private file under a sensible name; resolves false when it could not (the user has been told). */
export async function savePrivateFile(path: string, label: string): Promise<boolean> {
  try {
    saveBlob(await fetchPrivateFile(path), privateFileName(label, path));
    return true;
  } catch {
    return false;
  }
}

/**
 * An object URL for a private image (full size, or a `width` thumbnail like the tiles' 180 px), revoked when the
 * component lets go of it; null while loading or for `path` null; `failed` when it was refused.
 */
export function usePrivateFileUrl(path: string | null, width?: number): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ key: string; url: string | null; failed: boolean } | null>(null);
  const key = path ? `${path}|${width ?? ''}` : '';
  useEffect(() => {
    if (!path) return;
    let live = true;
    let url: string | null = null;
    fetchPrivateFile(path, { width, quiet: true }).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        if (live) setState({ key, url, failed: false });
        else URL.revokeObjectURL(url);
      },
      () => live && setState({ key, url: null, failed: true }),
    );
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [path, width, key]);
  return state?.key === key ? { url: state.url, failed: state.failed } : { url: null, failed: false };
}
