import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
// The config runs in plain Node, which cannot load @tcm/shared's TypeScript
// entry; this one dependency-free file is bundled into the config instead.
import { API_PREFIXES } from '../../packages/shared/src/api/prefixes.ts';

const API_TARGET = process.env.TCM_API_TARGET ?? 'http://localhost:3000';

/**
 * §7 gateway paths (`/api/…` and the unprefixed groups) plus /healthz go to the
 * API server; everything else is a page. `^(/api|/techTalk|…)(/|\?|$)` leaves `/apiary` alone.
 */
const apiGroups = API_PREFIXES.map((prefix) => prefix.replace(/\/$/, ''));
const apiPattern = `^(${[...apiGroups, '/healthz'].join('|')})(/|\\?|$)`;

/**
 * A production build started from inside a test runner (the browser suite's
 * global setup) inherits NODE_ENV=test, and Vite would then bundle React's
 * development builds: a third bigger and not what users get. A production
 * build is always a production build.
 */
function productionBuildIsProduction(): Plugin {
  return {
    name: 'tcm:production-build-is-production',
    config(_config, { command, mode }) {
      if (command === 'build' && mode === 'production' && process.env.NODE_ENV !== 'production') {
        process.env.NODE_ENV = 'production';
      }
    },
  };
}

/** React, its DOM renderer, the router and the query client: the entry's framework chunk. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
/** tiptap and ProseMirror, which only the lazily loaded rich-text editor uses. */
const EDITOR = /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-deep-equal|use-sync-external-store)[\\/]/;

export default defineConfig({
  plugins: [productionBuildIsProduction(), react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: { [apiPattern]: { target: API_TARGET, changeOrigin: true } },
  },
  preview: {
    port: 4173,
    proxy: { [apiPattern]: { target: API_TARGET, changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // §7: script chunks load from assets/js.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/js/[name]-[hash].js',
        chunkFileNames: 'assets/js/[name]-[hash].js',
        assetFileNames: 'assets/[ext]/[name]-[hash][extname]',
        codeSplitting: {
          groups: [
            // What every visit runs before its first paint, in two files: the framework (changes
            // with a dependency update) and the shell (changes with every release).
            { name: 'framework', tags: ['$initial'], test: FRAMEWORK, priority: 30 },
            { name: 'shell', tags: ['$initial'], priority: 20 },
            // The console's rich-text editor (tiptap over ProseMirror, only for operators): split
            // into chunks of at most ~50 kB gzip, loaded together when the editor opens.
            { name: 'editor', test: EDITOR, priority: 10, maxSize: 150_000 },
            // The rest (the pages, Ant Design, tiptap) is split automatically by the set of pages
            // using each module: merging those sets (entriesAware with a merge threshold) cut the
            // file count by a quarter but added 45–50 kB to every first visit, so each page loads
            // exactly what it uses, in parallel after the entry.
          ],
        },
      },
    },
  },
});
