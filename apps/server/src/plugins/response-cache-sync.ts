import type { FastifyBaseLogger } from 'fastify';
import type { InstanceSignals } from '../lib/instance-signals';
import type { CacheTag, ResponseCacheStore } from './response-cache';

/** The signal kind of an invalidation; its data is the JSON of the tags, or "all". */
export const CACHE_SIGNAL = 'response-cache';

const TAGS: readonly CacheTag[] = ['dict', 'content', 'article-views', 'lookup', 'institutions', 'orders', 'products', 'members'];

/** Another instance's signal back as tags; null for anything else (a signal is never trusted blindly). */
export function tagsOfSignal(data: string): readonly CacheTag[] | 'all' | null {
  if (data === 'all') return 'all';
  try {
    const tags = JSON.parse(data) as unknown;
    return Array.isArray(tags) && tags.every((t) => (TAGS as readonly unknown[]).includes(t)) ? (tags as CacheTag[]) : null;
  } catch {
    return null;
  }
}

export interface SharedInvalidation {
  /** Clears here at once, then tells the other instances; resolves once PostgreSQL has the signal. */
  invalidate(tags: readonly CacheTag[] | 'all'): Promise<void>;
  /**
   * Whether this instance may answer from, or add to, its store now: not while other instances'
   * invalidations cannot reach it (their writes would go unseen until the TTL).
   */
  usable(): boolean;
  close(): void;
}

/**
 * Issue #24: several instances behind one balancer, each with its own store. A write clears the
 * writer's store before its reply leaves (as on one instance) and signals the others, which clear
 * theirs on arrival — a few milliseconds, not a TTL. A read elsewhere that began before the signal
 * arrived is not stored (the store's version moved meanwhile); one stored just before it is removed
 * by it. While the LISTEN connection is down the store is bypassed, and once it is back everything
 * is dropped (signals sent meanwhile were missed).
 */
export function shareInvalidations(store: ResponseCacheStore, signals: InstanceSignals, log: FastifyBaseLogger): SharedInvalidation {
  const off = signals.on(CACHE_SIGNAL, (data) => {
    const tags = tagsOfSignal(data);
    if (tags) store.invalidate(tags);
    else log.warn('response cache: an unreadable invalidation signal was ignored');
  });
  const offGap = signals.onGap(() => store.invalidate('all'));
  return {
    async invalidate(tags) {
      store.invalidate(tags);
      if (tags === 'all' || tags.length > 0) await signals.send(CACHE_SIGNAL, tags === 'all' ? 'all' : JSON.stringify(tags));
    },
    usable: () => signals.hearing(),
    close() {
      off();
      offGap();
    },
  };
}
