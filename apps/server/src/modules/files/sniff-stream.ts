import { Transform, type TransformCallback } from 'node:stream';
import { UPLOAD_MESSAGES } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import { SNIFF_BYTES, type StoredType, detectType } from './file-type';

/**
 * Passes bytes through once the first few say the file is a type we store; otherwise fails at
 * once, so an .exe renamed .png stops streaming after its first chunk and is never kept.
 */
export class SniffStream extends Transform {
  type: StoredType | null = null;
  size = 0;
  private head = Buffer.alloc(0);

  override _transform(chunk: Buffer, _enc: BufferEncoding, done: TransformCallback): void {
    this.size += chunk.length;
    if (this.type) return done(null, chunk);
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) return done();
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type) return done();
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    this.type = detectType(this.head);
    if (!this.type) return done(new BusinessError(UPLOAD_MESSAGES.unsupportedType));
    const head = this.head;
    this.head = Buffer.alloc(0);
    done(null, head);
  }
}
