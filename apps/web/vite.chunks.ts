import type { Plugin } from 'vite';

/**
 * How the production build groups modules into files (issue #18): the framework and the shell
 * before the first paint, the rich-text editor in parts, and two kits of our own light code — one
 * for what visitors' pages share, one for what only the signed-in areas share, so the console's
 * tables and dialogs never add bytes to a visitor's first load.
 */

/** React, its DOM renderer, the router and the query client: the entry's framework chunk. */
export const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/](query-core|react-query))[\\/]/;
/** tiptap and ProseMirror, which only the lazily loaded rich-text editor uses. */
export const EDITOR = /[\\/]node_modules[\\/](@tiptap|prosemirror-[\w-]+|orderedmap|rope-sequence|w3c-keyname|linkifyjs|fast-deep-equal|use-sync-external-store)[\\/]/;

/** What each module of the build imports statically, filled in as the build parses them. */
const staticImports = new Map<string, readonly string[]>();
/** Who imports each module, statically or with import(), filled in as the build parses them. */
const importers = new Map<string, Set<string>>();

/**
 * Records the import graph for the kits' tests, and fails the build if a kit chunk came to need
 * anything beyond the entry's own scripts and the kits before it (the pages load it: it must stay light).
 */
export function kitsStayLight(): Plugin {
  return {
    name: 'tcm:kits-stay-light',
    moduleParsed(info) {
      staticImports.set(info.id, info.importedIds);
      for (const id of [...info.importedIds, ...info.dynamicallyImportedIds]) {
        const set = importers.get(id) ?? new Set<string>();
        set.add(info.id);
        importers.set(id, set);
      }
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
      const entry = chunks.find((c) => c.isEntry);
      if (!entry) return;
      const allowed = new Set([entry.fileName, ...entry.imports]);
      // The visitors' kit may lean on the entry only; the signed-in kit also on the visitors' kit.
      for (const name of ['kit', 'signed-in-kit']) {
        const kit = chunks.find((c) => c.name === name);
        if (!kit) continue;
        const beyond = kit.imports.filter((file) => !allowed.has(file));
        if (beyond.length > 0) this.error(`the ${name} chunk imports ${beyond.join(', ')}: a module in it is not light`);
        allowed.add(kit.fileName);
      }
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

/** The pages (and frames) of the personal centre, the workbench and the console. */
const SIGNED_IN_ROOT = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/](routes[\\/]pages[\\/](pcenter|workbench|admin)|layouts[\\/](pcenter-frame|console-frame))[\\/]/;
const signedInCache = new Map<string, boolean>();
/** A module only the signed-in areas reach: every importer is one of their pages or, in turn, only theirs. */
function onlySignedIn(id: string): boolean {
  const known = signedInCache.get(id);
  if (known !== undefined) return known;
  if (SIGNED_IN_ROOT.test(id)) return true;
  const from = importers.get(id);
  if (!from || from.size === 0) return false; // the entry
  signedInCache.set(id, true); // a cycle counts as theirs until a visitor's importer shows otherwise
  const only = [...from].every(onlySignedIn);
  signedInCache.set(id, only);
  return only;
}

/**
 * A light module used by at least this many pages (dynamic imports) goes in a kit. Measured on
 * the 40 public routes (first visit, every script, gzip): no kit 136–162 kB in 5–40 files; share
 * ≥ 3: 165–177 kB in 5–20; ≥ 4: 160–174 kB; ≥ 5: 158–172 kB in 5–16; ≥ 6: 158–169 kB in 5–18
 * (29 routes in ≤ 10 files); ≥ 8: 157–170 kB in 5–28. 6 is the lowest that keeps every route ≤ 170.
 */
const KIT_SHARE = 6;

/** Rolldown's code-splitting groups, highest priority first. */
export const CHUNK_GROUPS = [
  // What every visit runs before its first paint, in two files: the framework (changes
  // with a dependency update) and the shell (changes with every release).
  { name: 'framework', tags: ['$initial' as const], test: FRAMEWORK, priority: 30 },
  { name: 'shell', tags: ['$initial' as const], priority: 20 },
  // The console's rich-text editor (tiptap over ProseMirror, only for operators): split
  // into chunks of at most ~50 kB gzip, loaded together when the editor opens.
  { name: 'editor', test: EDITOR, priority: 10, maxSize: 150_000 },
  // Our own light code shared by many signed-in pages (tables, confirmations), apart from
  // what visitors' pages share, in one file each instead of a dozen tiny ones.
  { name: 'signed-in-kit', test: (id: string) => isLight(id) && onlySignedIn(id), minShareCount: KIT_SHARE, priority: 6 },
  { name: 'kit', test: isLight, minShareCount: KIT_SHARE, priority: 5 },
  // The rest (the pages, Ant Design, tiptap) is split automatically by the set of pages
  // using each module: merging those sets (entriesAware with a merge threshold) cut the
  // file count by a quarter but added 45–50 kB to every first visit (with antd still on
  // public pages), so each page loads what it uses, in parallel after the entry.
];
