import { useEffect, useState } from 'react';

/** How long to wait for the frames at most: a hidden tab runs no animation frames. */
const FALLBACK_MS = 100;

/**
 * False until the browser has painted a frame with what is on screen now (two animation frames
 * after mounting, or FALLBACK_MS in a hidden tab). A page renders its frame first and only then
 * asks for the chunks below it, so a first visit paints after a handful of script requests, not
 * after every block's (issue #18: /home measured 11 requests before its first paint on a fast
 * machine, 5 on a busy one — the blocks' chunks raced the first frame).
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const done = () => setPainted(true);
    const fallback = window.setTimeout(done, FALLBACK_MS);
    if (typeof requestAnimationFrame !== 'function') return () => window.clearTimeout(fallback);
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(done);
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
      window.clearTimeout(fallback);
    };
  }, []);
  return painted;
}
