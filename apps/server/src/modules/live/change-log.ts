import { randomBytes } from 'node:crypto';
import type { Change } from './feed';

/**
 * The last changes this instance forwarded, numbered, so a stream that reconnects with
 * `Last-Event-ID` gets what it missed. Bounded: the oldest entry goes when it is full. An event id
 * is `<epoch>-<seq>`: the epoch is made afresh when the instance starts and after a gap, so an id
 * from another instance, from before a restart or from before a gap is never mistaken for ours.
 */
export class ChangeLog {
  private entries: { seq: number; change: Change }[] = [];
  private epoch = newEpoch();
  private seq = 0;

  constructor(private readonly size: number) {}

  /** Numbers a change and keeps it; answers its event id. */
  append(change: Change): string {
    this.seq += 1;
    this.entries.push({ seq: this.seq, change });
    if (this.entries.length > this.size) this.entries.shift();
    return this.idOf(this.seq);
  }

  /** The id of where the log stands now (the newest change, or the start). */
  head(): string {
    return this.idOf(this.seq);
  }

  /**
   * What came after `lastEventId`, oldest first, with their ids — or null when the log cannot say:
   * an id of another epoch or instance, a malformed one, or one older than the oldest kept entry.
   */
  since(lastEventId: string): { id: string; change: Change }[] | null {
    const match = /^([0-9a-f]{12})-(\d{1,15})$/.exec(lastEventId);
    if (!match || match[1] !== this.epoch) return null;
    const after = Number(match[2]);
    const oldest = this.entries[0]?.seq ?? this.seq + 1;
    if (after > this.seq || after < oldest - 1) return null;
    return this.entries.filter((e) => e.seq > after).map((e) => ({ id: this.idOf(e.seq), change: e.change }));
  }

  /** After a gap: forget everything, so no earlier id can be replayed as if nothing was missed. */
  reset(): void {
    this.entries = [];
    this.epoch = newEpoch();
    this.seq = 0;
  }

  private idOf(seq: number): string {
    return `${this.epoch}-${seq}`;
  }
}

const newEpoch = () => randomBytes(6).toString('hex');
