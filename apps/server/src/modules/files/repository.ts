import type { Insertable, Kysely } from 'kysely';
import type { Database, UploadFileTable } from '../../db/schema';

export function createFileRepository(db: Kysely<Database>) {
  return {
    async insert(row: Insertable<UploadFileTable>): Promise<void> {
      await db.insertInto('upload_file').values(row).execute();
    },
    findByKey(key: string) {
      return db.selectFrom('upload_file').select(['file_key', 'mime', 'size', 'scene']).where('file_key', '=', key).executeTakeFirst();
    },
  };
}
