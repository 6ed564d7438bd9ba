import { EventEmitter } from 'node:events';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { InstanceSignals } from '../lib/instance-signals';
import { type CachedReply, MemoryResponseCache } from './response-cache';
import { shareInvalidations, tagsOfSignal } from './response-cache-sync';

/** Instances joined as PostgreSQL joins them: a signal reaches every other instance that is hearing. */
function bus() {
  const wire = new EventEmitter();
  let next = 0;
  return (): InstanceSignals & { deaf(): void; back(): void } => {
    const me = next++;
    const gaps = new EventEmitter();
    let hearing = true;
    return {
      async send(kind, data) {
        wire.emit('signal', me, kind, data);
      },
      on(kind, listener) {
        const l = (from: number, k: string, data: string) => hearing && from !== me && k === kind && listener(data);
        wire.on('signal', l);
        return () => wire.off('signal', l);
      },
      onGap(listener) {
        gaps.on('gap', listener);
        return () => gaps.off('gap', listener);
      },
      hearing: () => hearing,
      deaf: () => (hearing = false),
      back() {
        hearing = true;
        gaps.emit('gap');
      },
    };
  };
}

const reply = (text: string): CachedReply => ({ body: Buffer.from(text), contentType: 'application/json', etag: `"${text}"`, storedAt: 0 });
const log = pino({ level: 'silent' });

describe('response cache invalidation across instances', () => {
  it("clears another instance's replies of the written tags, and only those", async () => {
    const join = bus();
    const [storeA, storeB] = [new MemoryResponseCache(), new MemoryResponseCache()];
    const a = shareInvalidations(storeA, join(), log);
    shareInvalidations(storeB, join(), log);
    storeB.set('/articles', reply('old list'), ['content']);
    storeB.set('/dict', reply('dict'), ['dict']);
    await a.invalidate(['content']);
    expect(storeB.get('/articles')).toBeUndefined();
    expect(storeB.get('/dict')).toBeDefined();
    await a.invalidate('all');
    expect(storeB.get('/dict')).toBeUndefined();
  });

  it('keeps a read that began on B before the signal from being stored there', async () => {
    const join = bus();
    const storeB = new MemoryResponseCache();
    const a = shareInvalidations(new MemoryResponseCache(), join(), log);
    shareInvalidations(storeB, join(), log);
    const began = storeB.version(['content']);
    await a.invalidate(['content']);
    // The plugin stores a reply only when the version is unchanged since its read began.
    expect(storeB.version(['content'])).not.toBe(began);
  });

  it('is not usable while deaf, and drops everything once it hears again', () => {
    const join = bus();
    const store = new MemoryResponseCache();
    const signals = join();
    const shared = shareInvalidations(store, signals, log);
    store.set('/articles', reply('list'), ['content']);
    signals.deaf();
    expect(shared.usable()).toBe(false);
    signals.back();
    expect(shared.usable()).toBe(true);
    expect(store.get('/articles')).toBeUndefined();
  });

  it('reads back only known tags from a signal', () => {
    expect(tagsOfSignal('["content","orders"]')).toEqual(['content', 'orders']);
    expect(tagsOfSignal('all')).toBe('all');
    for (const bad of ['["content","passwords"]', '{"tags":1}', 'not json', '"content"']) expect(tagsOfSignal(bad)).toBeNull();
  });
});
