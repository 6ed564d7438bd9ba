import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { SERVER_MESSAGES, isApiPath } from '@tcm/shared';
import fp from 'fastify-plugin';
import { failure } from '../lib/envelope';

const HASHED_ASSET = /\/assets\//;

export interface WebAppOptions {
  /** Tags to put in a page's <head> (preloads of what its first screen needs); none when omitted. */
  pageHints?: (pathname: string) => Promise<readonly string[]>;
}

/** index.html with the tags before </head> (as it is without a </head>). */
const withHints = (index: string, tags: readonly string[]): string => index.replace('</head>', () => `${tags.join('')}</head>`);

/**
 * Serves the built web app: precompressed files (.br/.gz made at build time), a year's cache
 * for hashed assets, no-cache for index.html, and history-mode fallback for every page path,
 * with the page's hints (preloads) in its <head>.
 * Gateway paths never fall back to the page: they get the 404 envelope.
 */
export default fp<WebAppOptions>(
  async (app, { pageHints }) => {
    const root = app.config.webDist;
    const hasWeb = fs.existsSync(path.join(root, 'index.html'));
    // Read once: a new build needs a restart anyway (the static routes are made at start).
    const index = hasWeb && pageHints ? fs.readFileSync(path.join(root, 'index.html'), 'utf8') : '';
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

    /** The page's hints, or none if they cannot be read now: the page then loads as it always did. */
    const hintsFor = async (pathname: string): Promise<readonly string[]> => {
      try {
        return pageHints ? await pageHints(pathname) : [];
      } catch (err) {
        app.log.warn({ err, pathname }, 'page hints unavailable');
        return [];
      }
    };

    app.setNotFoundHandler(async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const wantsPage = request.method === 'GET' || request.method === 'HEAD';
      if (hasWeb && wantsPage && !isApiPath(pathname) && !path.extname(pathname)) {
        reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8');
        const tags = await hintsFor(pathname);
        return tags.length > 0 ? reply.send(withHints(index, tags)) : reply.sendFile('index.html');
      }
      return reply.status(404).send(failure(SERVER_MESSAGES.notFound));
    });
  },
  { name: 'web-app', dependencies: ['config'] },
);
