import fs from 'node:fs';
import path from 'node:path';
import { renderEnvExample } from './config-env-example';

// `npm run env:example`: rewrites the repository's .env.example from the schemas and their documentation.
const file = path.resolve(import.meta.dirname, '../../../.env.example');
fs.writeFileSync(file, renderEnvExample());
console.log(`wrote ${file}`);
