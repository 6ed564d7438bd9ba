import { useEffect, useRef, useState } from 'react';
import { RETCODE, type UploadResult } from '@tcm/shared';
import { notifier } from '@/lib/notifier';
import { rememberSignedLink } from '@/lib/private-file';
import { uploadFile, type UploadScene } from '@/lib/upload-file';
import type { CropAnswer } from './crop-question';
import { checkUploadFile, type UploadExtension } from './upload-checks';
import { joinPaths, replaceAt } from './upload-paths';
import { usePendingAnswer } from './use-pending-answer';

export interface UploadFlowOptions {
  paths: readonly string[];
  onChange: (value: string) => void;
  max: number;
  accept: readonly UploadExtension[];
  needWatermark: boolean;
  thumbImageFlag: boolean;
  scene?: UploadScene;
}

/** The upload under way: where it will land (a tile being replaced, or null for the end) and how far it is. */
export interface UploadProgress {
  replacing: number | null;
  percent: number;
  name: string;
}

/**
 * §4 upload flow for one file at a time: checks (§5), then a PDF uploads
 * directly while an image asks whether to crop; the new path is appended, or
 * put where the replaced one was, and the comma-joined list is emitted. A
 * direct upload that fails says nothing (§8) and leaves the value as it was.
 */
export function useUploadFlow(options: UploadFlowOptions) {
  const { paths, onChange, max, accept, needWatermark, thumbImageFlag, scene } = options;
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const question = usePendingAnswer<File, CropAnswer>();
  const cropping = usePendingAnswer<File, UploadResult | null>();
  // Original names of the files stored here, for PDF tiles (the server names files at random).
  const [names] = useState(() => new Map<string, string>());
  // Private uploads open through the signed link the upload answered with (no header needed for an <img>).
  const [links] = useState(() => new Map<string, string>());

  // The list as last emitted: several files chosen at once land one after another.
  const latest = useRef(paths);
  useEffect(() => {
    latest.current = paths;
  }, [paths]);

  const commit = ({ fileUrl, previewUrl }: UploadResult, replacing: string | null, name: string) => {
    names.set(fileUrl, name);
    if (previewUrl) links.set(fileUrl, previewUrl);
    rememberSignedLink(fileUrl, previewUrl); // for OCR and the private-file fetches
    const index = replacing === null ? -1 : latest.current.indexOf(replacing);
    const next = index < 0 ? [...latest.current, fileUrl] : replaceAt(latest.current, index, fileUrl);
    latest.current = next;
    onChange(joinPaths(next));
  };

  const sendDirect = async (file: File, replacing: string | null): Promise<UploadResult | null> => {
    const index = replacing === null ? null : latest.current.indexOf(replacing);
    setProgress({ replacing: index, percent: 0, name: file.name });
    try {
      const onProgress = (fraction: number) => setProgress((p) => p && { ...p, percent: Math.round(fraction * 100) });
      const result = await uploadFile(file, { needWatermark, thumbImageFlag, scene, onProgress });
      return result.retcode === RETCODE.SUCCESS && result.data ? result.data : null;
    } catch {
      return null; // the request client has shown any transport error
    } finally {
      setProgress(null);
    }
  };

  const take = async (file: File, replacing: string | null) => {
    const count = latest.current.length - (replacing === null ? 0 : 1);
    const verdict = checkUploadFile(file, { count, max, accept });
    if (!verdict.ok) {
      notifier()[verdict.level](verdict.message);
      return;
    }
    let uploaded: UploadResult | null = null;
    if (verdict.kind === 'pdf') {
      uploaded = await sendDirect(file, replacing);
    } else {
      const answer = await question.ask(file);
      if (answer === 'asIs') uploaded = await sendDirect(file, replacing);
      if (answer === 'crop') uploaded = await cropping.ask(file);
    }
    if (uploaded) commit(uploaded, replacing, file.name);
  };

  /** Files chosen in the add tile, in order; `replacing` is the path a replacement takes the place of. */
  const run = async (files: readonly File[], replacing: string | null = null) => {
    if (busy || files.length === 0) return;
    setBusy(true);
    try {
      for (const file of replacing === null ? files : files.slice(0, 1)) await take(file, replacing);
    } finally {
      setBusy(false);
    }
  };

  return { run, busy, progress, question, cropping, names, links };
}
