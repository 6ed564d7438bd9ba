import { describe, expect, it } from 'vitest';
import { SseParser } from './sse-parser';

describe('SseParser', () => {
  it('dispatches an event on the blank line, with its name, data and id', () => {
    const p = new SseParser();
    expect(p.push('event: change\nid: abc-1\ndata: {"topic":"order","orderId":7}\n')).toEqual([]);
    expect(p.push('\n')).toEqual([{ event: 'change', id: 'abc-1', data: '{"topic":"order","orderId":7}' }]);
    expect(p.lastEventId).toBe('abc-1');
  });

  it('reassembles events split anywhere across chunks, CRLF and CR line ends included', () => {
    const text = 'event: ready\r\nid: e-1\r\ndata: {}\r\n\r\nevent: change\rid: e-2\rdata: {"topic":"message"}\r\r';
    for (let size = 1; size <= 7; size++) {
      const p = new SseParser();
      const events = [];
      for (let i = 0; i < text.length; i += size) events.push(...p.push(text.slice(i, i + size)));
      expect(events, `chunks of ${size}`).toEqual([
        { event: 'ready', id: 'e-1', data: '{}' },
        { event: 'change', id: 'e-2', data: '{"topic":"message"}' },
      ]);
    }
  });

  it('ignores comments (the heartbeat), unknown fields and an event without data; joins data lines', () => {
    const p = new SseParser();
    expect(p.push(': ping\n\nretry: 10\nfoo: bar\n\nevent: x\n\ndata: a\ndata:b\ndata\n\n')).toEqual([{ event: 'message', id: '', data: 'a\nb\n' }]);
  });

  it('keeps the last id across events, and ignores an id with NUL', () => {
    const p = new SseParser();
    p.push('id: one\ndata: 1\n\n');
    expect(p.push('data: 2\n\n')).toEqual([{ event: 'message', id: 'one', data: '2' }]);
    p.push('id: bad\0id\ndata: 3\n\n');
    expect(p.lastEventId).toBe('one');
  });
});
