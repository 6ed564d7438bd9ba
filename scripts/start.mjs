// `npm start`: build the web app if needed, then run the server (migrates and seeds demo data).
import { register } from 'tsx/esm/api';
import { ensureWebBuild } from './lib/web-build.mjs';

ensureWebBuild();
register();
await import('../apps/server/src/server.ts');
