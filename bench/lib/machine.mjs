// The machine a run measured: what a reader needs to compare two runs.
import { execFileSync } from 'node:child_process';
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

let ticksPerSecond = null;
/** The kernel's clock ticks per second (/proc's unit of CPU time); 100 on every Linux we run on. */
function clockTicks() {
  if (ticksPerSecond === null) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** CPU time (ms) a process has used so far, all its threads (utime + stime of /proc/<pid>/stat); null elsewhere. */
function processCpuMs(pid) {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: the fields start after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / clockTicks();
  } catch {
    return null;
  }
}

/** CPU time (ms) of every running process whose command name is `comm` (PostgreSQL's server and backends). */
function commandCpuMs(comm) {
  let total = 0;
  try {
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        if (fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === comm) total += processCpuMs(pid) ?? 0;
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return null;
  }
  return total;
}

/**
 * Who used the cores during one load run: the server process (its worker threads included),
 * PostgreSQL's processes, and this process (the load generator). A budget missed while the
 * machine is busy all the time is a CPU budget: the figures say whose CPU and how much per request.
 * Backends that exit during the run are not counted (the bench's pool keeps its connections).
 */
export function cpuMeter(serverPid) {
  const start = { at: performance.now(), machine: cpuTimes(), server: processCpuMs(serverPid), postgres: commandCpuMs('postgres'), self: process.cpuUsage() };
  return () => {
    const wallMs = performance.now() - start.at;
    const self = process.cpuUsage(start.self);
    const server = processCpuMs(serverPid);
    const postgres = commandCpuMs('postgres');
    const cores = (ms) => (ms === null ? null : ms / wallMs);
    return {
      wallMs,
      machineBusy: cpuShares(start.machine, cpuTimes())?.busy ?? null,
      server: server === null || start.server === null ? null : cores(server - start.server),
      postgres: postgres === null || start.postgres === null ? null : cores(postgres - start.postgres),
      generator: cores((self.user + self.system) / 1000),
    };
  };
}

/** "machine 97 % busy; server 1.21, PostgreSQL 0.42, load generator 0.31 cores" (PostgreSQL left out when idle). */
export function describeCpu(used) {
  const parts = [];
  if (used.machineBusy !== null) parts.push(`machine ${Math.round(used.machineBusy * 100)} % busy of ${os.cpus().length} cores`);
  const cores = [];
  if (used.server !== null) cores.push(`server ${used.server.toFixed(2)}`);
  if (used.postgres !== null && used.postgres > 0.01) cores.push(`PostgreSQL ${used.postgres.toFixed(2)}`);
  cores.push(`load generator ${used.generator.toFixed(2)}`);
  parts.push(`${cores.join(', ')} cores`);
  return parts.join('; ');
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
