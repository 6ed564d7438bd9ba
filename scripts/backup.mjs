// `npm run backup [-- --out DIR]`: a consistent backup of the database and the upload store into one
// dated folder (apps/server/src/ops/backup/). Takes the server's own configuration (DATABASE_URL,
// DATA_DIR, FILE_STORAGE, S3_*); without NODE_ENV it is the demo's (see lib/demo-env.mjs).
import { register } from 'tsx/esm/api';
import { applyDemoDefaults } from './lib/demo-env.mjs';

applyDemoDefaults(process.env);
register();
await import('../apps/server/src/ops/backup/backup-cli.ts');
