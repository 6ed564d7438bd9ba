/**
 * Issue #24: a production start (NODE_ENV=production, the default) refuses to run without what a real
 * deployment needs, naming every missing setting at once in Chinese and English. Checked before
 * anything is opened; the values' own rules (lengths, formats) are the schema's in config.ts.
 */
const REQUIRED: readonly { name: string; missing: string }[] = [
  {
    name: 'DATABASE_URL',
    missing: '缺少 DATABASE_URL（PostgreSQL 连接串；仅单实例内置 SQLite 时可改为明确设置 DATA_DIR）/ DATABASE_URL is required (or an explicit DATA_DIR for a single embedded-SQLite instance)',
  },
  { name: 'PUBLIC_BASE_URL', missing: '缺少 PUBLIC_BASE_URL（公众访问地址）/ PUBLIC_BASE_URL is required: the public address of the portal' },
  { name: 'FILE_LINK_SECRET', missing: '缺少 FILE_LINK_SECRET（私有文件链接签名密钥，≥32 字节，各实例相同）/ FILE_LINK_SECRET is required: ≥ 32 bytes, the same on every instance' },
  { name: 'KNOWLEDGE_TICKET_SECRET', missing: '缺少 KNOWLEDGE_TICKET_SECRET（知识库票据密钥，≥32 字节，各实例相同）/ KNOWLEDGE_TICKET_SECRET is required: ≥ 32 bytes, the same on every instance' },
  { name: 'TRUST_PROXY', missing: '缺少 TRUST_PROXY（反向代理设置：false、层数或代理地址）/ TRUST_PROXY is required: false, a hop count or the proxies\' addresses' },
];

const given = (env: NodeJS.ProcessEnv, name: string) => (env[name] ?? '').trim() !== '';

/** The lines naming each missing setting (empty: nothing missing). */
export function missingProductionSettings(env: NodeJS.ProcessEnv): string[] {
  return REQUIRED.filter(({ name }) => !given(env, name) && !(name === 'DATABASE_URL' && given(env, 'DATA_DIR'))).map((r) => r.missing);
}

export function refuseIncompleteProduction(env: NodeJS.ProcessEnv): void {
  const missing = missingProductionSettings(env);
  if (missing.length === 0) return;
  throw new Error(['配置有误 (invalid configuration): 生产环境（NODE_ENV=production）缺少必需配置 / a production start needs these settings:', ...missing.map((m) => `  - ${m}`), '参见 .env.example / see .env.example'].join('\n'));
}
