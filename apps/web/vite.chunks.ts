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

/** The uploader component's folder. */
const UPLOADER = /[\\/]apps[\\/]web[\\/]src[\\/]components[\\/](uploader[\\/](uploader|upload-field)|crop-dialog[\\/]lazy-crop-dialog)\.tsx$/;

/** What each module of the build imports statically, filled in as the build parses them. */
const staticImports = new Map<string, readonly string[]>();
/** Each module's code length, and the modules something loads with import(), filled in as the build parses them. */
const codeSize = new Map<string, number>();
const dynamicTargets = new Set<string>();
/** Who imports each module statically, filled in as the build parses them. */
const staticImporters = new Map<string, Set<string>>();
function addStaticImporter(id: string, importer: string): void {
  const set = staticImporters.get(id) ?? new Set<string>();
  set.add(importer);
  staticImporters.set(id, set);
}
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
      codeSize.set(info.id, info.code?.length ?? 0);
      for (const id of info.dynamicallyImportedIds) dynamicTargets.add(id);
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
      for (const id of info.importedIds) addStaticImporter(id, info.id);
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
const INVOICES = /([\\/]apps[\\/]web[\\/]src[\\/]features[\\/]invoices[\\/]api[\\/]|[\\/]packages[\\/]shared[\\/]src[\\/]api[\\/](invoice-constants|endpoints[\\/]invoices)\.ts$)/;
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
  // @tcm/shared's barrels re-export everything; who takes a name from them is linked to its file (as in areasOf).
  const from = [...(importers.get(id) ?? [])].filter((importer) => !SHARED_BARREL.test(importer));
  if (from.length === 0) return false; // the entry
  signedInCache.set(id, true); // a cycle counts as theirs until a visitor's importer shows otherwise
  const only = from.every(onlySignedIn);
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
  const key = areaKey(id);
  if (key === null) return null;
  const folds = foldedAreas();
  let host = key;
  while (folds.has(host)) host = folds.get(host)!;
  return `${AREA_PREFIX}${host}`;
}

/**
 * The home page's blocks show a little of five areas (news, knowledge, mall, help centre, search)
 * and took each piece they share with those areas' pages as a file of its own: four files of
 * 0.3–0.9 kB, and with the organizations' piece eleven scripts before the home page's first paint
 * (budget 10). What the home page shares with these areas only is one file; their pages load it
 * (2.1 kB gzip) instead of their own small pieces — the busiest, /mall/detail, stays at 165 kB
 * of 170. The organizations' piece keeps its file: /organization/detail is at 168 kB.
 */
const HOME_NEIGHBOURS: ReadonlySet<string> = new Set(['news', 'knowledge', 'mall', 'help-center', 'search']);
const HOME_SHARED = 'home-shared';
const SIGNED_IN_SHARED = 'signed-in';

/** The set of areas (visitors' when there are any) naming a light module's area file. */
function areaKey(id: string): string | null {
  if (!isLight(id) || FRAMEWORK.test(id)) return null;
  const areas = areasOf(id);
  if (!areas || areas.size === 0) return null;
  // Visitors' pages decide: a signed-in page can carry a few hundred bytes more, a first visit cannot.
  const visitors = [...areas].filter((a) => !SIGNED_IN_AREAS.has(a));
  // The signed-in areas' pieces, in one file: the personal centre's, the workbench's and the console's
  // small files (0.1–5.5 kB each) came as up to five requests before a console page's first paint
  // (budget 10); together a signed-in page pays a few kB more of its 250.
  if (visitors.length === 0) return SIGNED_IN_SHARED;
  const key = visitors;
  if (key.length > 1 && key.includes('home') && key.every((a) => a === 'home' || HOME_NEIGHBOURS.has(a))) return HOME_SHARED;
  return key.sort().join('+');
}

const entriesCache = new Map<string, ReadonlySet<string>>();
/** The chunks' entries (modules loaded with import(), the pages among them) whose static imports reach a module. */
function entriesOf(id: string): ReadonlySet<string> {
  const known = entriesCache.get(id);
  if (known) return known;
  entriesCache.set(id, new Set()); // a cycle adds nothing
  const entries = new Set<string>(dynamicTargets.has(id) ? [id] : []);
  for (const importer of staticImporters.get(id) ?? []) for (const e of entriesOf(importer)) entries.add(e);
  entriesCache.set(id, entries);
  return entries;
}

/** An area file this small (code before minifying) joins a bigger one when that costs no page a request. */
const FOLD_BELOW = 4_000;
let folded: Map<string, string> | null = null;
/**
 * Area files a page never loads without another: a small one, all of whose pages load one
 * bigger area file anyway, goes into it; the pages loading only the bigger one carry the small
 * one's bytes. Computed once, when rolldown first asks for a group (every module is parsed then).
 */
function foldedAreas(): Map<string, string> {
  if (folded) return folded;
  const files = new Map<string, { entries: Set<string>; size: number }>();
  for (const id of staticImports.keys()) {
    const key = areaKey(id);
    // What the kits take (light, shared by KIT_SHARE entries or more) is in no area file.
    if (key === null || entriesOf(id).size >= KIT_SHARE) continue;
    const file = files.get(key) ?? { entries: new Set<string>(), size: 0 };
    for (const e of entriesOf(id)) file.entries.add(e);
    file.size += codeSize.get(id) ?? 0;
    files.set(key, file);
  }
  const folds = new Map<string, string>();
  const smallestFirst = [...files].sort(([, a], [, b]) => a.size - b.size);
  for (const [key, file] of smallestFirst) {
    if (file.size >= FOLD_BELOW || file.entries.size === 0) continue;
    // The bigger file every page of this one loads, the one loaded by the fewest other pages.
    const hosts = smallestFirst.filter(([k, h]) => k !== key && h.size > file.size && [...file.entries].every((e) => h.entries.has(e)));
    const host = hosts.sort(([, a], [, b]) => a.entries.size - b.entries.size)[0];
    if (host) folds.set(key, host[0]);
  }
  folded = folds;
  return folds;
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
  // The uploader and its form field, in one file: /organization/settlement loaded the 0.3 kB
  // field as a request of its own before its first paint (its light parts stay in the kits).
  { name: 'uploader', test: UPLOADER, priority: 7 },
  { name: 'signed-in-kit', test: (id: string) => isLight(id) && onlySignedIn(id), minShareCount: KIT_SHARE, priority: 6 },
  // Invoices (issue #23): shared by the invoice pages of three areas and the checkout, never by a
  // visitor's first page — one file of their own instead of a part of the kit every visit loads.
  { name: 'invoices', test: INVOICES, priority: 5.5 },
  { name: 'kit', test: isLight, minShareCount: KIT_SHARE, priority: 5 },
  // Light code shared by fewer pages: one file per set of visitors' areas using it (see areaChunk).
  { name: areaChunk, minShareCount: 2, priority: 4 },
  // The rest (the pages, Ant Design, tiptap) is split automatically by the set of pages
  // using each module: merging those sets (entriesAware with a merge threshold) cut the
  // file count by a quarter but added 45–50 kB to every first visit (with antd still on
  // public pages), so each page loads what it uses, in parallel after the entry.
];
