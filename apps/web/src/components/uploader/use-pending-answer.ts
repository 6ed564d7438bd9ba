import { useCallback, useState } from 'react';

/**
 * A question the flow awaits while a dialog shows it: `ask(subject)` opens
 * the dialog and resolves with whatever `answer` is given; `subject` is what
 * the dialog renders (null while closed).
 */
export function usePendingAnswer<S, A>() {
  const [pending, setPending] = useState<{ subject: S; resolve: (answer: A) => void } | null>(null);
  const ask = useCallback((subject: S) => new Promise<A>((resolve) => setPending({ subject, resolve })), []);
  const answer = (value: A) => {
    pending?.resolve(value);
    setPending(null);
  };
  return { subject: pending ? pending.subject : null, ask, answer };
}
