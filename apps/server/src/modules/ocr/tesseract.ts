import { execFile } from 'node:child_process';

/** The edge of the world for OCR: a local engine today, a cloud OCR API is another implementation. */
export interface OcrEngine {
  /** The text on an image file; rejects when the engine is missing or fails. */
  recognize(imagePath: string): Promise<string>;
}

/**
 * One thread: tesseract's OpenMP threads spin while they wait, and on a busy machine that makes a
 * one-second read take tens of seconds. 25 s stays under the web client's 30-s request timeout (§9).
 */
const TESSERACT_ENV = { ...process.env, OMP_THREAD_LIMIT: '1' };

/** Debian's tesseract with its Simplified Chinese data (installed by the project's setup). */
export function createTesseractEngine(binary = 'tesseract'): OcrEngine {
  // One OCR at a time: each takes a core for a second or two. Each read waits for the one before it.
  let last: Promise<unknown> = Promise.resolve();
  const read = (imagePath: string) =>
    new Promise<string>((resolve, reject) => {
      execFile(binary, [imagePath, 'stdout', '-l', 'chi_sim+eng'], { timeout: 25_000, maxBuffer: 1024 * 1024, env: TESSERACT_ENV }, (err, stdout) =>
        err ? reject(err) : resolve(stdout),
      );
    });
  return {
    recognize(imagePath) {
      const next = last.then(() => read(imagePath));
      last = next.catch(() => undefined);
      return next;
    },
  };
}
