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

/** What each module of the build imports statically, filled in as the build parses them. */
const staticImports = new Map<string, readonly string[]>();

/**
 * Records the import graph for the kit's test, and fails the build if the kit chunk came to need
 * anything beyond the entry's own scripts (every page loads it: it must stay light).
 */
function kitStaysLight(): Plugin {
  return {
    name: 'tcm:kit-stays-light',
    moduleParsed: (info) => void staticImports.set(info.id, info.importedIds),
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      const kit = chunks.find((c) => c.name === 'kit');
      if (!entry || !kit) return;
      const initial = new Set([entry.fileName, ...entry.imports]);
      const beyond = kit.imports.filter((file) => !initial.has(file));
      if (beyond.length > 0) this.error(`the kit chunk imports ${beyond.join(', ')}: a module in it is not light`);
    },
  };
}
const OWN = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/**
 * @tcm/shared's index only re-exports: what a module takes from it is linked to the file that
 * defines it, so the index itself weighs nothing (the kit's own imports are checked after the build).
 */
const SHARED_INDEX = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;
const lightCache = new Map<string, boolean>();
/** Our own code whose static imports are, all the way down, our own code or the framework: no antd, no zod. */
function isLight(id: string): boolean {
  const known = lightCache.get(id);
  if (known !== undefined) return known;
  if (FRAMEWORK.test(id) || SHARED_INDEX.test(id)) return true;
  if (!OWN.test(id)) return false;
  lightCache.set(id, true); // a cycle counts as light until shown otherwise
  const light = (staticImports.get(id) ?? []).every(isLight);
  lightCache.set(id, light);
  return light;
}
/**
 * A light module used by at least this many pages (dynamic imports) goes in the kit. Measured on
 * the 40 public routes (first visit, every script, gzip): no kit 136–162 kB in 5–40 files; share
 * ≥ 3: 165–177 kB in 5–20; ≥ 4: 160–174 kB; ≥ 5: 158–172 kB in 5–16; ≥ 6: 158–169 kB in 5–18
 * (29 routes in ≤ 10 files); ≥ 8: 157–170 kB in 5–28. 6 is the lowest that keeps every route ≤ 170.
 */
const KIT_SHARE = 6;

export default defineConfig({
  plugins: [productionBuildIsProduction(), kitStaysLight(), react()],
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
          // A group takes only the modules its test names (the kit's test checks their imports itself).
          includeDependenciesRecursively: false,
          groups: [
            // What every visit runs before its first paint, in two files: the framework (changes
            // with a dependency update) and the shell (changes with every release).
            { name: 'framework', tags: ['$initial'], test: FRAMEWORK, priority: 30 },
            { name: 'shell', tags: ['$initial'], priority: 20 },
            // The console's rich-text editor (tiptap over ProseMirror, only for operators): split
            // into chunks of at most ~50 kB gzip, loaded together when the editor opens.
            { name: 'editor', test: EDITOR, priority: 10, maxSize: 150_000 },
            // Our own light code shared by many pages, in one file instead of a dozen tiny ones.
            { name: 'kit', test: isLight, minShareCount: KIT_SHARE, priority: 5 },
            // The rest (the pages, Ant Design, tiptap) is split automatically by the set of pages
            // using each module: merging those sets (entriesAware with a merge threshold) cut the
            // file count by a quarter but added 45–50 kB to every first visit (with antd still on
            // public pages), so each page loads what it uses, in parallel after the entry.
          ],
        },
      },
    },
  },
});
