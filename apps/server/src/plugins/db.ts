import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { type DatabaseHandle, openDatabase } from '../db/database';
import type { EngineName } from '../db/dialect';
import { type DatabaseInstruments, createInstruments } from '../db/instruments';
import type { Database } from '../db/schema';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbEngine: EngineName;
    /** Issue #24: statement timings and pool usage, read by the metrics plugin. */
    dbInstruments: DatabaseInstruments;
  }
}

/** Opens the configured database (or adopts one a test made) and closes it with the app. */
export default fp<{ handle?: DatabaseHandle }>(
  async (app, opts) => {
    const handle = opts.handle ?? openDatabase(app.config);
    app.decorate('db', handle.db);
    app.decorate('dbEngine', handle.engine);
    app.decorate('dbInstruments', handle.instruments ?? createInstruments(() => null));
    if (!opts.handle) app.addHook('onClose', async () => handle.db.destroy());
  },
  { name: 'db', dependencies: ['config'] },
);
