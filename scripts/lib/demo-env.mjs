// The README's one-command demo: `npm start` (and `npm run dev:server`, `npm run seed`) without
// NODE_ENV runs in demo mode — development, with the demo data. Setting NODE_ENV (production for a
// deployment) turns that off: no demo data unless SEED_DEMO says so, and production refuses it.

/** Fills in demo mode when NODE_ENV is unset; answers whether it did. Mutates `env`. */
export function applyDemoDefaults(env) {
  if (env.NODE_ENV) return false;
  env.NODE_ENV = 'development';
  env.SEED_DEMO ??= 'true';
  return true;
}
