// `node scripts/demo-env.mjs <command…>`: runs the command in demo mode unless NODE_ENV is set
// (see lib/demo-env.mjs); used by the server workspace's `dev` and `seed` scripts.
import { spawn } from 'node:child_process';
import { applyDemoDefaults } from './lib/demo-env.mjs';

const env = { ...process.env };
applyDemoDefaults(env);
const [command, ...args] = process.argv.slice(2);
const child = spawn(command, args, { stdio: 'inherit', env, shell: process.platform === 'win32' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
