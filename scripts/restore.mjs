// `npm run restore <folder>`: checks a backup folder's checksums, then restores it into an EMPTY
// database and upload store (apps/server/src/ops/backup/). Takes the server's own configuration.
import { register } from 'tsx/esm/api';
import { applyDemoDefaults } from './lib/demo-env.mjs';

applyDemoDefaults(process.env);
register();
await import('../apps/server/src/ops/backup/restore-cli.ts');
