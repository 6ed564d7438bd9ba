// The machine a run measured: what a reader needs to compare two runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './server-modules.mjs';

const versionOf = (pkg) => {
  try {
    return JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules', pkg, 'package.json'), 'utf8')).version;
  } catch {
    return '?';
  }
};

/** The 1-minute load average: other work on the machine during a run shows here. */
export const loadAverage = () => os.loadavg()[0];

export function describeMachine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpuModel: cpus[0]?.model?.trim() ?? '?',
    memoryGiB: os.totalmem() / 1024 ** 3,
    os: `${os.type()} ${os.release()} (${os.arch()})`,
    node: process.version,
    autocannon: versionOf('autocannon'),
    lighthouse: versionOf('lighthouse'),
  };
}
