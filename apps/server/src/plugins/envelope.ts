import { FILE_MESSAGES, SECURITY_REQUEST_MESSAGES, SERVER_MESSAGES, UPLOAD_MESSAGES, httpStatusMessage } from '@tcm/shared';
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import { isNumberOutOfRange } from '../lib/db-errors';
import { failure, loginExpired } from '../lib/envelope';
import { BusinessError, InputValidationError, LoginRequiredError } from '../lib/errors';
import { zodValidatorCompiler } from '../lib/zod-validation';

/** Fastify's own error codes, translated for the user. Anything else < 500 gets the §8 text of its status. */
const FASTIFY_CODE_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_ERR_CTP_EMPTY_JSON_BODY: SERVER_MESSAGES.invalidJson,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_ERR_CTP_INVALID_MEDIA_TYPE: SERVER_MESSAGES.unsupportedMediaType,
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: SERVER_MESSAGES.invalidInput,
  FST_INVALID_MULTIPART_CONTENT_TYPE: FILE_MESSAGES.notMultipart,
  FST_FILES_LIMIT: FILE_MESSAGES.tooManyFiles,
  FST_PARTS_LIMIT: FILE_MESSAGES.tooManyFiles,
  FST_FIELDS_LIMIT: SERVER_MESSAGES.invalidInput,
  FST_PROTO_VIOLATION: SERVER_MESSAGES.invalidInput,
  FST_REQ_FILE_TOO_LARGE: UPLOAD_MESSAGES.tooLarge,
};

/**
 * Every reply is the §7 envelope. Refusals the user can act on are HTTP 200 with
 * retcode 0 (or 401); protocol errors keep their HTTP status; nothing internal leaks.
 */
export default fp(
  async (app) => {
    app.setValidatorCompiler(zodValidatorCompiler);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof InputValidationError || error instanceof BusinessError) {
        return reply.status(200).send(failure(error.message));
      }
      if (error instanceof LoginRequiredError) {
        return reply.status(200).send(loginExpired(error.message));
      }
      // An id or count beyond an integer column (PostgreSQL only): the caller's input, refused as such.
      if (isNumberOutOfRange(error)) return reply.status(200).send(failure(SECURITY_REQUEST_MESSAGES.numberOutOfRange));
      const status = error.statusCode ?? 500;
      if (status >= 500) {
        request.log.error({ err: error }, 'unhandled error');
        return reply.status(500).send(failure(SERVER_MESSAGES.internal));
      }
      const message = (error.code && FASTIFY_CODE_MESSAGES[error.code]) || httpStatusMessage(status);
      return reply.status(status).send(failure(message));
    });
  },
  { name: 'envelope' },
);
