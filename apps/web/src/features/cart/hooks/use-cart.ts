import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { useSession } from '@/lib/session';
import { createCartStore, type CartLine, type CartStore } from '../cart-store';

let store: CartStore | null = null;
/** The browser's cart store; other tabs' changes arrive through the storage event. */
export function cartStore(): CartStore {
  if (!store) {
    const created = createCartStore(window.localStorage);
    window.addEventListener('storage', () => created.refresh());
    store = created;
  }
  return store;
}

/** The signed-in member's cart (a visitor's otherwise), re-rendered on every change. */
export function useCart() {
  const { userId } = useSession();
  const s = cartStore();
  const lines: CartLine[] = useSyncExternalStore(s.subscribe, () => s.read(userId));
  useEffect(() => {
    if (userId !== null) s.adoptGuestCart(userId);
  }, [s, userId]);
  return useMemo(
    () => ({
      userId,
      lines,
      add: (added: readonly CartLine[]) => s.add(userId, added),
      setCount: (id: number, count: number) => s.setCount(userId, id, count),
      setSelected: (ids: readonly number[], selected: boolean) => s.setSelected(userId, ids, selected),
      remove: (ids: readonly number[]) => s.remove(userId, ids),
    }),
    [s, userId, lines],
  );
}
