import type { OrderItemInput, TestService } from '@tcm/shared';

/**
 * The cart (§2 /shopCart). §7 has no cart call, so it lives in the browser: one localStorage
 * entry per user (the key carries the userId), so two members on one browser never see each
 * other's cart. A visitor fills a 'guest' cart; it moves into the member's cart at login.
 * Prices here are what the page showed when the line was added — checkout re-reads them.
 */
export interface CartLine {
  testServiceId: number;
  sampleCount: number;
  selected: boolean;
  institutionId: number;
  institutionName: string;
  testItemId: number;
  testItemName: string;
  priceFen: number;
  periodDays: number;
  /** The herb chosen on /detection when the line was added: checkout's sample variety (issue #20). */
  variety?: string;
}

export interface CartGroup {
  institutionId: number;
  institutionName: string;
  lines: CartLine[];
}

export const CART_KEY_PREFIX = 'tcm.cart.';
export const MAX_SAMPLE_COUNT = 999;
/** The toast of an addition to the cart: a second addition replaces it rather than stacking under it. */
export const CART_TOAST_KEY = 'cart-added';
const GUEST = 'guest';

export function cartKey(userId: number | null): string {
  return CART_KEY_PREFIX + (userId === null ? GUEST : String(userId));
}

export function lineFromService(service: TestService, sampleCount = 1, variety?: string): CartLine {
  return {
    ...(variety ? { variety } : {}),
    testServiceId: service.id,
    sampleCount: clampCount(sampleCount),
    selected: true,
    institutionId: service.institutionId,
    institutionName: service.institutionName,
    testItemId: service.testItem.id,
    testItemName: service.testItem.name,
    priceFen: service.priceFen,
    periodDays: service.periodDays,
  };
}

function clampCount(n: number): number {
  return Math.min(MAX_SAMPLE_COUNT, Math.max(1, Math.round(Number.isFinite(n) ? n : 1)));
}

function isLine(v: unknown): v is CartLine {
  if (typeof v !== 'object' || v === null) return false;
  const l = v as Record<string, unknown>;
  return typeof l.testServiceId === 'number' && typeof l.sampleCount === 'number' && typeof l.institutionId === 'number' && typeof l.testItemName === 'string';
}

/** Lines grouped by institution, in the order each institution first appears. */
export function groupByInstitution(lines: readonly CartLine[]): CartGroup[] {
  const groups = new Map<number, CartGroup>();
  for (const line of lines) {
    const group = groups.get(line.institutionId) ?? { institutionId: line.institutionId, institutionName: line.institutionName, lines: [] };
    group.lines.push(line);
    groups.set(line.institutionId, group);
  }
  return [...groups.values()];
}

export const toOrderItems = (lines: readonly CartLine[]): OrderItemInput[] => lines.map((l) => ({ testServiceId: l.testServiceId, sampleCount: l.sampleCount }));
export const selectedLines = (lines: readonly CartLine[]): CartLine[] => lines.filter((l) => l.selected);
/** The herb the chosen lines were added for (the latest added line that names one). */
export const varietyOf = (lines: readonly CartLine[]): string | undefined => lines.findLast((l) => l.variety)?.variety;

/** Adding a service already in the cart adds to its sample count instead of a second line. */
export function mergeLines(current: readonly CartLine[], added: readonly CartLine[]): CartLine[] {
  const next = current.map((l) => ({ ...l }));
  for (const line of added) {
    const same = next.find((l) => l.testServiceId === line.testServiceId);
    if (same) {
      same.sampleCount = clampCount(same.sampleCount + line.sampleCount);
      same.selected = true;
      if (line.variety) same.variety = line.variety;
    } else next.push({ ...line, sampleCount: clampCount(line.sampleCount) });
  }
  return next;
}

export interface CartStore {
  read(userId: number | null): CartLine[];
  add(userId: number | null, lines: readonly CartLine[]): void;
  setCount(userId: number | null, testServiceId: number, count: number): void;
  setSelected(userId: number | null, testServiceIds: readonly number[], selected: boolean): void;
  remove(userId: number | null, testServiceIds: readonly number[]): void;
  /** What a visitor put in the cart before logging in becomes the member's. */
  adoptGuestCart(userId: number): void;
  /** Tells the subscribers to read again (another tab changed the storage). */
  refresh(): void;
  subscribe(listener: () => void): () => void;
}

export function createCartStore(storage: Storage): CartStore {
  const listeners = new Set<() => void>();
  // Same array for the same stored text, so useSyncExternalStore sees a stable snapshot.
  const cache = new Map<string, { raw: string | null; lines: CartLine[] }>();

  const load = (key: string): CartLine[] => {
    let raw: string | null;
    try {
      raw = storage.getItem(key);
    } catch {
      raw = null; // storage disabled: an empty cart
    }
    const hit = cache.get(key);
    if (hit && hit.raw === raw) return hit.lines;
    let lines: CartLine[];
    try {
      const parsed: unknown = raw ? JSON.parse(raw) : [];
      lines = Array.isArray(parsed) ? parsed.filter(isLine) : [];
    } catch {
      lines = []; // a corrupt entry counts as an empty cart
    }
    cache.set(key, { raw, lines });
    return lines;
  };
  const save = (key: string, lines: readonly CartLine[]) => {
    try {
      if (lines.length === 0) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(lines));
    } catch {
      // storage full or disabled: the change lasts until the page closes
    }
    listeners.forEach((l) => l());
  };
  const read = (userId: number | null): CartLine[] => load(cartKey(userId));

  const update = (userId: number | null, change: (lines: CartLine[]) => CartLine[]) => save(cartKey(userId), change(read(userId)));

  return {
    read,
    add: (userId, lines) => update(userId, (current) => mergeLines(current, lines)),
    setCount: (userId, id, count) => update(userId, (ls) => ls.map((l) => (l.testServiceId === id ? { ...l, sampleCount: clampCount(count) } : l))),
    setSelected: (userId, ids, selected) => update(userId, (ls) => ls.map((l) => (ids.includes(l.testServiceId) ? { ...l, selected } : l))),
    remove: (userId, ids) => update(userId, (ls) => ls.filter((l) => !ids.includes(l.testServiceId))),
    adoptGuestCart(userId) {
      const guest = read(null);
      if (guest.length === 0) return;
      save(cartKey(null), []);
      update(userId, (own) => mergeLines(own, guest));
    },
    refresh: () => listeners.forEach((l) => l()),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
