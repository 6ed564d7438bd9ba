/**
 * Text split by the server into [text, matched] runs: matched runs go in
 * <mark>. Runs are rendered as text, never as HTML.
 */
export function HighlightRuns({ runs }: { runs: [string, boolean][] }) {
  return (
    <>
      {runs.map(([text, matched], i) => (matched ? <mark key={i}>{text}</mark> : <span key={i}>{text}</span>))}
    </>
  );
}
