import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES, isApiPath } from '@tcm/shared';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';

const HASHED_ASSET = /\/assets\//;

/**
 * Serves the built web app: precompressed files (.br/.gz made at build time), a year's cache
 * for hashed assets, no-cache for index.html, and history-mode fallback for every page path.
 * Gateway paths never fall back to the page: they get the 404 envelope.
 */
export default fp(
  async (app) => {
    const root = app.config.webDist;
    const hasWeb = fs.existsSync(path.join(root, 'index.html'));
    if (hasWeb) {
      await app.register(fastifyStatic, {
        root,
        preCompressed: true,
        wildcard: false,
        index: false,
        cacheControl: false,
        setHeaders(reply, filePath) {
          const immutable = HASHED_ASSET.test(filePath.replaceAll(path.sep, '/'));
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ root }, 'web app not built: serving the API only');
    }

    app.setNotFoundHandler((request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && wantsPage && !isApiPath(pathname) && !path.extname(pathname)) {
        return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
      }
      return reply.status(404).send(failure(SERVER_MESSAGES.notFound));
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);
