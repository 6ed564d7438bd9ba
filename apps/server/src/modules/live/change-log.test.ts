import { describe, expect, it } from 'vitest';
import { ChangeLog } from './change-log';
import type { Change } from './feed';

const order = (orderId: number): Change => ({ topic: 'order', orderId, audience: { memberIds: [1] } });

describe('the change log behind Last-Event-ID', () => {
  it('answers what came after an id it still holds, oldest first', () => {
    const log = new ChangeLog(10);
    const start = log.head();
    const first = log.append(order(1));
    log.append(order(2));
    expect(log.since(start)!.map((e) => e.change.orderId)).toEqual([1, 2]);
    expect(log.since(first)!.map((e) => e.change.orderId)).toEqual([2]);
    expect(log.since(log.head())).toEqual([]);
  });

  it('cannot answer for an id older than its oldest entry, nor for one of another epoch or none of ours', () => {
    const log = new ChangeLog(3);
    const start = log.head();
    const ids = [1, 2, 3, 4, 5].map((n) => log.append(order(n)));
    expect(log.since(start)).toBeNull();
    expect(log.since(ids[0]!)).toBeNull(); // 2 was evicted: whether it was for the reader is unknown
    expect(log.since(ids[1]!)!.map((e) => e.change.orderId)).toEqual([3, 4, 5]);
    expect(log.since(new ChangeLog(3).head())).toBeNull();
    expect(log.since(`${ids[4]!.split('-')[0]}-99`)).toBeNull();
    expect(log.since('garbage')).toBeNull();
  });

  it('after a reset, no earlier id replays', () => {
    const log = new ChangeLog(10);
    const before = log.append(order(1));
    log.reset();
    expect(log.since(before)).toBeNull();
    expect(log.since(log.head())).toEqual([]);
  });
});
