import { Refusal } from './refusal';

/** Bytes for an operator: 12.3 MB. */
export function sizeOf(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let n = bytes;
  let u = 0;
  while (n >= 1024 && u < units.length - 1) {
    n /= 1024;
    u++;
  }
  return `${u === 0 ? n : n.toFixed(1)} ${units[u]}`;
}

/** Runs a CLI's body: a refusal or failure is printed as a message (no stack) and exits 1. */
export async function runCli(body: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await body();
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(error instanceof Refusal ? message : `失败 / failed: ${message}`);
    process.exitCode = 1;
  }
}
