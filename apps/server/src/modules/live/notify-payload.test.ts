import { describe, expect, it } from 'vitest';
import type { Change } from './feed';
import { MAX_PAYLOAD_BYTES, decodeChange, encodeChange } from './notify-payload';

const ids = (n: number, from = 1_000_000) => Array.from({ length: n }, (_, i) => from + i);

describe('a change as NOTIFY payloads', () => {
  it('round-trips a change with its instance', () => {
    const change: Change = { topic: 'order', orderId: 42, audience: { memberIds: [7], institutionIds: [3], operators: true } };
    const [payload, ...rest] = encodeChange('inst-a', change);
    expect(rest).toEqual([]);
    expect(decodeChange(payload!)).toEqual({ instance: 'inst-a', change });
  });

  it('splits a large audience into payloads under the limit that together name everyone once, operators once', () => {
    const change: Change = { topic: 'notification', audience: { memberIds: ids(3000), institutionIds: ids(500, 5), operators: true } };
    const payloads = encodeChange('inst-a', change);
    expect(payloads.length).toBeGreaterThan(2);
    for (const p of payloads) expect(Buffer.byteLength(p)).toBeLessThanOrEqual(MAX_PAYLOAD_BYTES);
    const parts = payloads.map((p) => decodeChange(p)!.change);
    expect(parts.flatMap((c) => c.audience.memberIds ?? []).sort((x, y) => x - y)).toEqual(ids(3000));
    expect(parts.flatMap((c) => c.audience.institutionIds ?? []).sort((x, y) => x - y)).toEqual(ids(500, 5));
    expect(parts.filter((c) => c.audience.operators)).toHaveLength(1);
    expect(new Set(parts.map((c) => c.topic))).toEqual(new Set(['notification']));
  });

  it('refuses malformed payloads instead of trusting them', () => {
    for (const bad of ['', 'nope', '[]', '{"i":"a","t":"drop table"}', '{"i":"a","t":"order","o":"1"}', '{"i":"a","t":"order","m":[1,"x"]}', '{"t":"order"}']) {
      expect(decodeChange(bad), bad).toBeNull();
    }
  });
});
