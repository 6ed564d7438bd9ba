/** Splits text into [run, matched] pairs around every case-insensitive occurrence of `word`. */
export function highlightRuns(text: string, word: string): [string, boolean][] {
  if (!word) return [[text, false]];
  const runs: [string, boolean][] = [];
  const lower = text.toLowerCase();
  const needle = word.toLowerCase();
  let at = 0;
  for (let hit = lower.indexOf(needle); hit !== -1; hit = lower.indexOf(needle, at)) {
    if (hit > at) runs.push([text.slice(at, hit), false]);
    runs.push([text.slice(hit, hit + needle.length), true]);
    at = hit + needle.length;
  }
  if (at < text.length) runs.push([text.slice(at), false]);
  return runs;
}
