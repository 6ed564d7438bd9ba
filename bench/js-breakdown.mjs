// `node bench/js-breakdown.mjs [N]`: which packages fill the JavaScript index.html loads (the part
// of the first-load JavaScript every route pays), largest first; N rows (default 25).
import { breakdownEntryScripts } from './lib/js-breakdown.mjs';
import { kB, markdownTable } from './lib/format.mjs';
import { isMain } from './lib/server-modules.mjs';

export function breakdownTable(breakdown, limit = 25) {
  const shown = breakdown.packages.slice(0, limit);
  const rows = shown.map((p) => [p.name, kB(p.raw), kB(p.gzip), `${((p.gzip / breakdown.totalGzip) * 100).toFixed(1)} %`]);
  const rest = breakdown.packages.slice(shown.length);
  if (rest.length) {
    const sum = (k) => rest.reduce((s, p) => s + p[k], 0);
    rows.push([`… ${rest.length} more`, kB(sum('raw')), kB(sum('gzip')), `${((sum('gzip') / breakdown.totalGzip) * 100).toFixed(1)} %`]);
  }
  return markdownTable(['package', 'minified kB', '≈ gzip kB', 'share'], rows, { right: [false, true, true, true] });
}

if (isMain(import.meta)) {
  const breakdown = breakdownEntryScripts();
  console.log(`\nEntry scripts (${breakdown.files.join(', ')}): ${kB(breakdown.totalGzip)} kB gzip\n`);
  console.log(breakdownTable(breakdown, Number(process.argv[2]) || 25));
}
