import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

const FILE_URL_PREFIX = '/files/';

/**
 * True when `path` is a stored public image (an upload through /api/uploadFile, or a seeded
 * picture): what a cover or an advert may show. Private scans (settlement) never qualify.
 */
export async function isPublicImage(db: Kysely<Database>, path: string): Promise<boolean> {
  if (!path.startsWith(FILE_URL_PREFIX)) return false;
  const row = await db
    .selectFrom('upload_file')
    .select('file_key')
    .where('file_key', '=', path.slice(FILE_URL_PREFIX.length))
    .where('mime', 'like', 'image/%')
    .where('scene', '<>', 'settlement')
    .executeTakeFirst();
  return row !== undefined;
}
