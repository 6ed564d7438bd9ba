/** One dispatched Server-Sent Event. */
export interface SseEvent {
  /** The `event:` field; 'message' when there is none. */
  event: string;
  /** The `data:` lines joined with newlines. */
  data: string;
  /** The last `id:` seen on the stream so far (what a reconnect sends as Last-Event-ID). */
  id: string;
}

/**
 * The text/event-stream format as the HTML standard defines it, fed in chunks as they arrive: lines
 * end in LF, CR or CRLF (a CRLF split across two chunks counts once); a blank line dispatches the
 * event; `:` starts a comment (a heartbeat); a field without a colon has an empty value and one
 * space after the colon is dropped; an `id` containing NUL is ignored; an event without data is not
 * dispatched. `retry` is ignored: the client keeps its own backoff.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';
  private sawCr = false;
  /** The id a reconnect sends; it persists across events, as in EventSource. */
  lastEventId = '';

  /** The events completed by this chunk, in order. */
  push(chunk: string): SseEvent[] {
    const out: SseEvent[] = [];
    let text = chunk;
    // The LF of a CRLF whose CR ended the previous chunk.
    if (this.sawCr && text.startsWith('\n')) text = text.slice(1);
    this.sawCr = false;
    this.buffer += text;
    let start = 0;
    for (let i = 0; i < this.buffer.length; i++) {
      const c = this.buffer[i];
      if (c !== '\n' && c !== '\r') continue;
      const line = this.buffer.slice(start, i);
      if (c === '\r') {
        if (i + 1 === this.buffer.length) this.sawCr = true;
        else if (this.buffer[i + 1] === '\n') i++;
      }
      start = i + 1;
      const event = this.line(line);
      if (event) out.push(event);
    }
    this.buffer = this.buffer.slice(start);
    return out;
  }

  private line(line: string): SseEvent | null {
    if (line === '') return this.dispatch();
    if (line.startsWith(':')) return null;
    const colon = line.indexOf(':');
    const field = colon < 0 ? line : line.slice(0, colon);
    let value = colon < 0 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') this.data.push(value);
    else if (field === 'event') this.event = value;
    else if (field === 'id' && !value.includes('\0')) this.lastEventId = value;
    return null;
  }

  private dispatch(): SseEvent | null {
    const data = this.data;
    const event = this.event || 'message';
    this.data = [];
    this.event = '';
    if (data.length === 0) return null;
    return { event, data: data.join('\n'), id: this.lastEventId };
  }
}
