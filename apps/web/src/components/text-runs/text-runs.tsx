import type { TextRuns as Runs } from '@tcm/shared';

/**
 * Text split by the server into [text, matched] runs: matched runs go in
 * <mark>. Runs are rendered as React text, never as HTML, so a stored "<b>"
 * shows as the characters it is.
 */
export function TextRuns({ runs }: { runs: Runs }) {
  return (
    <>
      {runs.map(([text, matched], i) => (matched ? <mark key={i}>{text}</mark> : <span key={i}>{text}</span>))}
    </>
  );
}
