import type { FastifyRequest } from 'fastify';
import { BusinessError } from './errors';

/**
 * The one file of a multipart request (an import), read whole within the limit the route's
 * multipart registration sets; it is parsed, never stored. Further files are drained unread.
 */
export async function receiveOneFile(req: FastifyRequest, messages: { tooLarge: string; noFile: string }): Promise<{ file: Buffer; name: string }> {
  let received: { file: Buffer; name: string } | undefined;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file' && !received) received = { file: await part.toBuffer(), name: part.filename };
      else if (part.type === 'file') part.file.resume();
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new BusinessError(messages.tooLarge);
    throw err;
  }
  if (!received) throw new BusinessError(messages.noFile);
  return received;
}
