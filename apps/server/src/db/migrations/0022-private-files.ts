import type { Kysely } from 'kysely';

/**
 * Issue #17: private documents. An upload records whether it is private and what it is; a link
 * table ties a document to the orders it belongs to (one contract or voucher may serve several
 * orders). Files stored before this change are marked from where they are used, so those entitled
 * keep opening them: settlement scans and registration licences by their scene, order contracts,
 * vouchers and reports by the order columns, company licences by sys_company.
 * Written against the schema of its day; no live code.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations are written against the schema of their day
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('upload_file').addColumn('private', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.schema.alterTable('upload_file').addColumn('kind', 'varchar(20)').execute();
  await db.schema
    .createTable('upload_file_order')
    .addColumn('file_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('order_id', 'integer', (c) => c.notNull().references('order_info.id'))
    .addPrimaryKeyConstraint('upload_file_order_pk', ['file_key', 'order_id'])
    .execute();
  // PostgreSQL runs each migration in a transaction already; SQLite gets one here (all or nothing).
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
  const mark = (trx: Kysely<any>) => markExisting(trx);
  await (db.isTransaction ? mark(db) : db.transaction().execute(mark));
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
async function markExisting(db: Kysely<any>): Promise<void> {
  await db.updateTable('upload_file').set({ private: 1, kind: 'settlement' }).where('scene', '=', 'settlement').execute();
  await db.updateTable('upload_file').set({ private: 1, kind: 'licence' }).where('scene', '=', 'register').execute();

  const keysByKind = new Map<string, Set<string>>();
  const links = new Map<string, { file_key: string; order_id: number }>();
  const use = (path: string | null, kind: string, orderId?: number) => {
    const key = keyOf(path);
    if (!key) return;
    if (!keysByKind.has(kind)) keysByKind.set(kind, new Set());
    keysByKind.get(kind)!.add(key);
    if (orderId !== undefined) links.set(`${key}|${orderId}`, { file_key: key, order_id: orderId });
  };

  const orders = await db
    .selectFrom('order_info')
    .select(['id', 'contract_url', 'signed_contract_url', 'voucher_urls'])
    .where((eb) => eb.or([eb('contract_url', 'is not', null), eb('signed_contract_url', 'is not', null), eb('voucher_urls', '!=', '')]))
    .execute();
  for (const o of orders) {
    use(o.contract_url, 'contract', o.id);
    use(o.signed_contract_url, 'signedContract', o.id);
    for (const v of String(o.voucher_urls ?? '').split(',')) use(v, 'voucher', o.id);
  }
  const reports = await db.selectFrom('order_report').select(['order_id', 'file_url', 'original_url']).execute();
  for (const r of reports) {
    // Before stamping existed the one file was both; it is then the report as issued.
    if (r.original_url && r.original_url !== r.file_url) use(r.file_url, 'stampedReport', r.order_id);
    use(r.original_url ?? r.file_url, 'report', r.order_id);
  }
  const companies = await db.selectFrom('sys_company').select('license_url').where('license_url', 'is not', null).execute();
  for (const c of companies) use(c.license_url, 'licence');

  for (const [kind, keys] of keysByKind) {
    for (const chunk of chunks([...keys])) await db.updateTable('upload_file').set({ private: 1, kind }).where('file_key', 'in', chunk).execute();
  }
  // Only links to stored uploads: a path that names no upload row opens for nobody anyway.
  const stored = new Set<string>();
  for (const chunk of chunks([...new Set([...links.values()].map((l) => l.file_key))])) {
    for (const row of await db.selectFrom('upload_file').select('file_key').where('file_key', 'in', chunk).execute()) stored.add(row.file_key);
  }
  const rows = [...links.values()].filter((l) => stored.has(l.file_key));
  for (const chunk of chunks(rows)) await db.insertInto('upload_file_order').values(chunk).execute();
}

/** The stored key of /files/<key>, or null for anything else (an empty voucher entry, a foreign URL). */
function keyOf(path: string | null): string | null {
  const m = /^\/files\/([A-Za-z0-9_-]{22}\.(jpg|png|gif|pdf))$/.exec((path ?? '').trim());
  return m ? m[1]! : null;
}

function chunks<T>(items: T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('upload_file_order').execute();
  await db.schema.alterTable('upload_file').dropColumn('kind').execute();
  await db.schema.alterTable('upload_file').dropColumn('private').execute();
}
