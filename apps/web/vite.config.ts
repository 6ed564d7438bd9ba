import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CHUNK_GROUPS, kitsStayLight } from './vite.chunks.ts';
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

export default defineConfig({
  plugins: [productionBuildIsProduction(), kitsStayLight(), react()],
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
    // Images are files the browser fetches as images, never strings in a script: the footer's two
    // QR codes (5.3 kB of SVG) were inlined into the entry, about 1.5 kB gzip of every first visit's
    // JavaScript (issue #18).
    assetsInlineLimit: (file: string) => (file.endsWith('.svg') ? false : undefined),
    // §7: script chunks load from assets/js.
    rolldownOptions: {
      output: {
        entryFileNames: 'assets/js/[name]-[hash].js',
        chunkFileNames: 'assets/js/[name]-[hash].js',
        assetFileNames: 'assets/[ext]/[name]-[hash][extname]',
        codeSplitting: {
          // A group takes only the modules its test names (the kits' tests check their imports themselves).
          includeDependenciesRecursively: false,
          groups: CHUNK_GROUPS,
        },
      },
    },
  },
});
