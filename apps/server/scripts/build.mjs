// `npm run build -w @tcm/server` (part of the root `npm run build`): the server bundled by esbuild
// into apps/server/dist, so production runs plain `node` instead of compiling TypeScript at every
// start (issue #24). `node scripts/build.mjs --outdir <folder>` builds elsewhere (the build test).
//
// - One bundle per entry (dist/server.js, dist/migrate.js) with our sources and @tcm/shared (which is
//   TypeScript source) inside; every npm package stays external: node_modules is there at run time,
//   and native ones (better-sqlite3, argon2, sharp, @node-rs/jieba) cannot be bundled anyway.
// - Each migration is a file of its own in dist/db/migrations, found by name like the sources are.
// - Modules find their files relative to themselves (import.meta.url). In a bundle that would be the
//   bundle's place, so each module's import.meta is rewritten to the place its source has under src/,
//   mirrored under dist/ (src/lib/cjk-font.ts → dist/lib/cjk-font.js), and the files that are not
//   TypeScript (the SQLite read worker, the seed records) are copied to the same mirrored places.
//   dist/ is a sibling of src/, so paths that leave src/ (../../assets/fonts, ../../web/dist) still
//   reach the same folders.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const serverRoot = path.resolve(import.meta.dirname, '..');
const srcDir = path.join(serverRoot, 'src');

/** The entries run by `node`: what they are called in the output, and their source. */
const ENTRIES = { server: 'src/server.ts', migrate: 'src/db/migrate-cli.ts' };

const toPosix = (p) => p.split(path.sep).join('/');

/**
 * Bare imports (npm packages, node: builtins) stay imports, except our own workspace packages. Plain
 * Node must be able to resolve each from dist/: a subpath of a package without "exports" needs its
 * file name ('@node-rs/jieba/dict' → '@node-rs/jieba/dict.js'), which tsx (and esbuild) add by themselves.
 */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, async (args) => {
      if (args.path.startsWith('@tcm/') || args.pluginData?.asEsbuild) return undefined;
      return { path: await nodeSpecifier(b, args), external: true };
    });
  },
};

async function nodeSpecifier(b, args) {
  // From apps/server/scripts: the same node_modules as apps/server/dist. Node's resolve does not check
  // that a subpath's file exists; loading it would.
  let url = null;
  try {
    url = import.meta.resolve(args.path);
  } catch {
    /* resolved below */
  }
  if (url && (!url.startsWith('file:') || fs.statSync(fileURLToPath(url), { throwIfNoEntry: false })?.isFile())) return args.path;
  const found = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: { asEsbuild: true } });
  const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
  const inPackage = `/node_modules/${name}/`;
  const at = toPosix(found.path).lastIndexOf(inPackage);
  if (found.errors.length || at < 0) throw new Error(`无法解析 / cannot resolve ${args.path} from ${args.importer}`);
  return `${name}/${toPosix(found.path).slice(at + inPackage.length)}`;
}

/** import.meta of a module under src/ → the place its mirror has under `outdir`, seen from the bundle in `bundleDir`. */
function mirroredImportMeta(outdir, bundleDir) {
  return {
    name: 'mirrored-import-meta',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(srcDir + path.sep)) return undefined;
        const source = await fs.promises.readFile(args.path, 'utf8');
        if (!source.includes('import.meta.')) return undefined;
        const mirror = path.join(outdir, path.relative(srcDir, args.path)).replace(/\.ts$/, '.js');
        const fileRel = toPosix(path.relative(bundleDir, mirror));
        const dirRel = toPosix(path.relative(bundleDir, path.dirname(mirror)));
        const url = `new URL(${JSON.stringify(fileRel.startsWith('.') ? fileRel : `./${fileRel}`)}, import.meta.url).href`;
        const dirname = dirRel ? `(import.meta.dirname + ${JSON.stringify(`/${dirRel}`)})` : 'import.meta.dirname';
        const contents = source.replaceAll('import.meta.url', url).replaceAll('import.meta.dirname', dirname);
        return { contents, loader: 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}

const common = { bundle: true, platform: 'node', format: 'esm', target: 'node20', sourcemap: 'linked', sourcesContent: false, logLevel: 'warning', metafile: true };

/** Every file under src/ that is not TypeScript, copied to its mirrored place under `outdir`. */
function copyAssets(outdir) {
  const copied = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (!entry.name.endsWith('.ts')) {
        const target = path.join(outdir, path.relative(srcDir, file));
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(file, target);
        copied.push(target);
      }
    }
  };
  walk(srcDir);
  return copied;
}

/** Builds the server into `outdir` (a folder directly inside apps/server, emptied first); answers what it wrote. */
export async function buildServer(outdir = path.join(serverRoot, 'dist')) {
  outdir = path.resolve(outdir);
  if (path.dirname(outdir) !== serverRoot) {
    throw new Error(`输出目录须直接位于 apps/server 之下 / the output folder must be directly inside apps/server: ${outdir}`);
  }
  fs.rmSync(outdir, { recursive: true, force: true });
  const entryPoints = Object.fromEntries(Object.entries(ENTRIES).map(([name, file]) => [name, path.join(serverRoot, file)]));
  const main = await build({ ...common, entryPoints, outdir, plugins: [externalPackages, mirroredImportMeta(outdir, outdir)] });

  const migrationsSrc = path.join(srcDir, 'db/migrations');
  const migrationsOut = path.join(outdir, 'db/migrations');
  const migrationFiles = fs.readdirSync(migrationsSrc).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const migrations = await build({
    ...common,
    entryPoints: migrationFiles.map((f) => path.join(migrationsSrc, f)),
    outdir: migrationsOut,
    plugins: [externalPackages, mirroredImportMeta(outdir, migrationsOut)],
  });
  const assets = copyAssets(outdir);
  const bytes = (meta) => Object.entries(meta.outputs).filter(([f]) => f.endsWith('.js')).reduce((n, [, o]) => n + o.bytes, 0);
  return { outdir, entries: Object.keys(ENTRIES), migrations: migrationFiles.length, assets: assets.length, bytes: bytes(main.metafile) + bytes(migrations.metafile) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const at = process.argv.indexOf('--outdir');
  const started = Date.now();
  try {
    const r = await buildServer(at > 0 ? process.argv[at + 1] : undefined);
    console.log(
      `服务端构建完成 / server built: ${path.relative(process.cwd(), r.outdir) || '.'} — ${r.entries.map((e) => `${e}.js`).join(', ')}, ` +
        `${r.migrations} migrations, ${r.assets} asset files, ${(r.bytes / 1024).toFixed(0)} KiB of JavaScript, ${Date.now() - started} ms`,
    );
  } catch (err) {
    console.error(`服务端构建失败 / server build failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  }
}
