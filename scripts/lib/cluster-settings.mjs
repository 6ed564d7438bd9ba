// The knobs of `npm run cluster` and `npm run bench:cluster`, read from the environment once. Bad
// input stops the script before anything starts, naming the variable (Chinese and English).

/** An integer setting within [min, max]; unset or empty: the default. */
export function integerSetting(env, name, fallback, min, max) {
  const raw = (env[name] ?? '').trim();
  if (raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new Error(`${name} 须为 ${min}–${max} 的整数（当前为 "${raw}"）/ ${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  }
  return Number(raw);
}

/** CLUSTER_INSTANCES (1–8, default 3) and CLUSTER_PORT (nginx's port, default 8080). */
export function clusterSettings(env = process.env) {
  return {
    instances: integerSetting(env, 'CLUSTER_INSTANCES', 3, 1, 8),
    port: integerSetting(env, 'CLUSTER_PORT', 8080, 1, 65535),
  };
}
