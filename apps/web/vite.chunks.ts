import type { Plugin } from 'vite';
import { sharedFilesUsed } from './vite.shared-exports.ts';

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

function addImporter(id: string, importer: string): void {
  const set = importers.get(id) ?? new Set<string>();
  set.add(importer);
  importers.set(id, set);
}

/**
 * Records the import graph for the kits' tests, and fails the build if a kit chunk came to need
 * anything beyond the entry's own scripts and the kits before it (the pages load it: it must stay light).
 */
export function kitsStayLight(): Plugin {
  return {
    name: 'tcm:kits-stay-light',
    moduleParsed(info) {
      const index = info.importedIds.find((id) => SHARED_INDEX.test(id));
      if (index && info.code) {
        // What the module takes from @tcm/shared's index is linked to the files that define it.
        const used = sharedFilesUsed(info.code, index) ?? [UNFOLLOWED_SHARED_IMPORT];
        staticImports.set(info.id, [...info.importedIds.filter((id) => id !== index), ...used]);
        for (const file of used) addImporter(file, info.id);
      } else {
        staticImports.set(info.id, info.importedIds);
      }
      for (const id of [...info.importedIds, ...info.dynamicallyImportedIds]) addImporter(id, info.id);
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
      // The areas' chunks may lean on the entry, the kits and each other (all light), nothing else.
      const areas = chunks.filter((c) => c.name.startsWith(AREA_PREFIX));
      for (const area of areas) allowed.add(area.fileName);
      for (const area of areas) {
        const beyond = area.imports.filter((file) => !allowed.has(file));
        if (beyond.length > 0) this.error(`the ${area.name} chunk imports ${beyond.join(', ')}: a module in it is not light`);
      }
    },
  };
}

/** Stands for an import of @tcm/shared that could not be followed to its files: not light. */
const UNFOLLOWED_SHARED_IMPORT = '\0unfollowed @tcm/shared import';
const AREA_PREFIX = 'area-';

const OWN = /[\\/](apps[\\/]web[\\/]src|packages[\\/]shared[\\/]src)[\\/]/;
/**
 * @tcm/shared's index only re-exports: what a module takes from it is linked to the file that
 * defines it, so the index itself weighs nothing (the kit's own imports are checked after the build).
 */
const SHARED_INDEX = /[\\/]packages[\\/]shared[\\/]src[\\/]index\.ts$/;
/** The index files of @tcm/shared and of its folders. */
const SHARED_BARREL = /[\\/]packages[\\/]shared[\\/]src[\\/](?:[\w-]+[\\/])?index\.ts$/;
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

/** A page of the route table, or the frame of a signed-in area; the capture is its path below pages/ or the frame's name. */
const PAGE_ROOT = /[\\/]apps[\\/]web[\\/]src[\\/]app[\\/](?:routes[\\/]pages[\\/](.+)|layouts[\\/][\w-]+[\\/]([\w-]+-frame))\.tsx?$/;
/** Pages that are one area with others though their files are not in its folder. */
const AREA_OF: Record<string, string> = {
  login: 'auth',
  register: 'auth',
  'forget-pwd': 'auth',
  'init-password': 'auth',
  detection: 'commerce',
  examine: 'commerce',
  'goto-order': 'commerce',
  'shop-cart': 'commerce',
  'report-verify': 'commerce',
  standard: 'lookup',
  pharmacopoeia: 'lookup',
  'home-blocks': 'home',
  'pcenter-frame': 'pcenter',
  'admin-frame': 'admin',
  'workbench-frame': 'workbench',
  'console-frame': 'workbench',
};
const SIGNED_IN_AREAS = new Set(['pcenter', 'workbench', 'admin']);
const areasCache = new Map<string, ReadonlySet<string> | null>();
/**
 * The site areas whose pages reach a module (organization/detail and organization.tsx are both
 * 'organization'); null when the entry reaches it (the shell's).
 */
function areasOf(id: string): ReadonlySet<string> | null {
  if (areasCache.has(id)) return areasCache.get(id)!;
  const root = PAGE_ROOT.exec(id);
  if (root) {
    const first = (root[1] ?? root[2]!).split(/[\\/]/)[0]!.replace(/\.tsx?$/, '');
    const areas = new Set([AREA_OF[first] ?? first]);
    areasCache.set(id, areas);
    return areas;
  }
  const all = importers.get(id);
  if (!all || all.size === 0) return null;
  // @tcm/shared's barrels re-export everything; who takes a name from them is linked to its file above.
  const from = [...all].filter((importer) => !SHARED_BARREL.test(importer));
  areasCache.set(id, new Set()); // a cycle adds nothing
  const areas = new Set<string>();
  for (const importer of from) {
    const theirs = areasOf(importer);
    if (theirs === null) {
      areasCache.set(id, null);
      return null;
    }
    for (const a of theirs) areas.add(a);
  }
  areasCache.set(id, areas);
  return areas;
}

/**
 * Light code shared by a few pages (fewer than the kits need), one file per set of areas using it:
 * /register's ten pieces of 0.2–2.8 kB (the auth frame, the SMS code field, the password fields …)
 * came as ten requests before its first paint. A page pays only for what its own areas' pages
 * share. The key counts the visitors' areas only when there are any, so a signed-in page that
 * shares a piece with visitors' pages loads their file (it can afford a few hundred bytes more).
 * Measured on the build (files each page's chunk pulls in, kits included): /register 12 → 5,
 * /organization/detail 11 → 8, /mall/detail 9 → 6, /forgetPwd 8 → 3, none of them heavier.
 */
function areaChunk(id: string): string | null {
  if (!isLight(id) || FRAMEWORK.test(id)) return null;
  const areas = areasOf(id);
  if (!areas || areas.size === 0) return null;
  // Visitors' pages decide: a signed-in page can carry a few hundred bytes more, a first visit cannot.
  const visitors = [...areas].filter((a) => !SIGNED_IN_AREAS.has(a));
  const key = visitors.length > 0 ? visitors : [...areas];
  return `${AREA_PREFIX}${key.sort().join('+')}`;
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
  // Light code shared by fewer pages: one file per set of visitors' areas using it (see areaChunk).
  { name: areaChunk, minShareCount: 2, priority: 4 },
  // The rest (the pages, Ant Design, tiptap) is split automatically by the set of pages
  // using each module: merging those sets (entriesAware with a merge threshold) cut the
  // file count by a quarter but added 45–50 kB to every first visit (with antd still on
  // public pages), so each page loads what it uses, in parallel after the entry.
];
