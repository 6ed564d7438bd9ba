// Plain-text tables that are also Markdown, padded by display width (a Chinese character is 2 wide).

const WIDE = /[\u1100-\u115f\u2e80-\u303e\u3041-\u33ff\u3400-\u4dbf\u4e00-\u9fff\ua000-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/u;

function width(text) {
  let w = 0;
  for (const ch of text) w += WIDE.test(ch) ? 2 : 1;
  return w;
}

function pad(text, w, right) {
  const fill = ' '.repeat(Math.max(0, w - width(text)));
  return right ? fill + text : text + fill;
}

/**
 * @param {string[]} headers
 * @param {(string | number | null | undefined)[][]} rows
 * @param {{ right?: boolean[] }} opts  right-align these columns (numbers)
 */
export function markdownTable(headers, rows, { right = [] } = {}) {
  const cells = rows.map((r) => headers.map((_, i) => (r[i] === null || r[i] === undefined ? '' : String(r[i]))));
  const widths = headers.map((h, i) => Math.max(3, width(h), ...cells.map((r) => width(r[i]))));
  const line = (r) => `| ${r.map((c, i) => pad(c, widths[i], right[i])).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (right[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(headers), rule, ...cells.map(line)].join('\n');
}

export const mark = (ok) => (ok ? '✔' : '✘');
export const kB = (bytes) => (bytes / 1000).toFixed(1);
export const fixed = (n, digits = 0) => (n === null || n === undefined || Number.isNaN(n) ? '—' : n.toFixed(digits));
export const thousands = (n) => Math.round(n).toLocaleString('en-US');

/** What the bench keeps of an autocannon result: throughput, latency, and what went wrong. */
export const autocannonFigures = (result) => ({
  rps: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  total: result.requests.total,
});
