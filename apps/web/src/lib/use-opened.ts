import { useState } from 'react';

/**
 * What a drawer or dialog shows (null: closed) and whether it was ever opened: a part loaded on
 * demand is rendered from its first opening on, so it can animate closed and open again at once.
 */
export function useOpened<T>() {
  const [value, setValue] = useState<T | null>(null);
  const [ever, setEver] = useState(false);
  return {
    value,
    ever,
    open: (next: T) => {
      setEver(true);
      setValue(next);
    },
    close: () => setValue(null),
  };
}
