import { execFile } from 'node:child_process';

/** The edge of the world for OCR: a local engine today, a cloud OCR API is another implementation. */
export interface OcrEngine {
  /** The text on an image file; rejects when the engine is missing or fails. */
  recognize(imagePath: string): Promise<string>;
}

/** Debian's tesseract with its Simplified Chinese data (installed by the project's setup). */
export function createTesseractEngine(binary = 'tesseract'): OcrEngine {
  let running = 0;
  const queue: (() => void)[] = [];
  // One OCR at a time: each takes a core for a second or two.
  const slot = () => (running < 1 ? Promise.resolve() : new Promise<void>((r) => queue.push(r)));
  return {
    async recognize(imagePath) {
      await slot();
      running++;
      try {
        return await new Promise<string>((resolve, reject) => {
          execFile(binary, [imagePath, 'stdout', '-l', 'chi_sim+eng'], { timeout: 30_000, maxBuffer: 1024 * 1024 }, (err, stdout) =>
            err ? reject(err) : resolve(stdout),
          );
        });
      } finally {
        running--;
        queue.shift()?.();
      }
    },
  };
}
