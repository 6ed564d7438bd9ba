import type { TextRuns } from '@tcm/shared';

/** Marks every case-insensitive occurrence of any term; overlapping hits merge into one run. */
export function highlightTerms(text: string, terms: readonly string[]): TextRuns {
  const lower = text.normalize('NFKC').toLowerCase();
  // NFKC may change the length (full-width letters do not): only then fall back to the plain text.
  const hay = lower.length === text.length ? lower : text.toLowerCase();
  const marked = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let at = hay.indexOf(term); at !== -1; at = hay.indexOf(term, at + 1)) marked.fill(true, at, at + term.length);
  }
  const runs: TextRuns = [];
  for (let i = 0; i < text.length; i += 1) {
    const last = runs[runs.length - 1];
    if (last && last[1] === marked[i]) last[0] += text[i];
    else runs.push([text[i]!, marked[i]!]);
  }
  return runs;
}

/** About `width` characters of `text` around the first hit of a term, with the hits marked. */
export function snippetRuns(text: string, terms: readonly string[], width = 60): TextRuns {
  const hay = text.toLowerCase();
  const hits = terms.map((t) => hay.indexOf(t)).filter((i) => i >= 0);
  const first = hits.length ? Math.min(...hits) : 0;
  const start = Math.max(0, first - Math.floor(width / 3));
  const end = Math.min(text.length, start + width);
  const cut = `${start > 0 ? '…' : ''}${text.slice(start, end)}${end < text.length ? '…' : ''}`;
  return highlightTerms(cut, terms);
}
