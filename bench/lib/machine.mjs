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

/** The machine's CPU time so far (Linux /proc/stat, all cores, in clock ticks); null elsewhere. */
export function cpuTimes() {
  try {
    const [, ...fields] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
    const [user, nice, system, idle, iowait, irq, softirq, steal = 0] = fields.map(Number);
    return { busy: user + nice + system + irq + softirq, idle: idle + iowait, steal };
  } catch {
    return null;
  }
}

/**
 * Between two cpuTimes(): the share of the cores' time the hypervisor gave to other guests
 * (steal) and the share this machine spent busy. A run whose steal share differs from another's
 * measured on a different machine, in effect.
 */
export function cpuShares(before, after) {
  if (!before || !after) return null;
  const d = (k) => after[k] - before[k];
  const total = d('busy') + d('idle') + d('steal');
  return total > 0 ? { steal: d('steal') / total, busy: d('busy') / total } : null;
}

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
