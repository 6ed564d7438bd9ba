// `npm start`: build the web app if needed, then run the server (migrates; seeds demo data in demo mode).
// Without NODE_ENV this is the README's one-command demo (NODE_ENV=development, SEED_DEMO=true); the
// server announces its demo accounts loudly at every start. `NODE_ENV=production npm start` is a
// deployment: no demo data, and it refuses to run while a demo account keeps the demo password.
import { register } from 'tsx/esm/api';
import { applyDemoDefaults } from './lib/demo-env.mjs';
import { ensureWebBuild } from './lib/web-build.mjs';

applyDemoDefaults(process.env);
ensureWebBuild();
register();
await import('../apps/server/src/server.ts');
