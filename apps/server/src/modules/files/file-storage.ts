import path from 'node:path';
import type { AppConfig } from '../../config';
import { createDiskStorage, type FileStorage } from './storage';
import { createS3Storage } from './storage-s3';

/** The storage the configuration chooses (FILE_STORAGE): DATA_DIR/uploads, or an S3-compatible bucket. */
export function createFileStorage(config: Pick<AppConfig, 'dataDir' | 'fileStorage'>): FileStorage {
  const { fileStorage } = config;
  return fileStorage.kind === 's3' ? createS3Storage(fileStorage) : createDiskStorage(path.join(config.dataDir, 'uploads'));
}
