import { CHANGE_TOPICS, type Change, type ChangeAudience, type ChangeTopic } from './feed';

/**
 * A change as a PostgreSQL NOTIFY payload: short keys, the instance that published it (it already
 * delivered it itself), no data. NOTIFY refuses payloads of 8000 bytes and more; a change whose
 * audience lists many members or institutions is split into several payloads of at most
 * MAX_PAYLOAD_BYTES, each naming part of the audience (a listener delivers each part as a change).
 */
export const MAX_PAYLOAD_BYTES = 7000;

interface Wire {
  /** Publishing instance. */
  i: string;
  t: ChangeTopic;
  o?: number;
  m?: number[];
  n?: number[];
  p?: 1;
}

function toWire(instance: string, change: Change): Wire {
  const { audience: a } = change;
  return {
    i: instance,
    t: change.topic,
    ...(change.orderId !== undefined ? { o: change.orderId } : {}),
    ...(a.memberIds?.length ? { m: [...a.memberIds] } : {}),
    ...(a.institutionIds?.length ? { n: [...a.institutionIds] } : {}),
    ...(a.operators ? { p: 1 as const } : {}),
  };
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8');

/** Halves the longer id list of an audience; the other list and the operators go with the first half only. */
function split(w: Wire): [Wire, Wire] {
  const key = (w.m?.length ?? 0) >= (w.n?.length ?? 0) ? 'm' : 'n';
  const ids = w[key]!;
  const half = Math.ceil(ids.length / 2);
  const second: Wire = { i: w.i, t: w.t, ...(w.o !== undefined ? { o: w.o } : {}), [key]: ids.slice(half) };
  return [{ ...w, [key]: ids.slice(0, half) }, second];
}

/** The payloads that together announce `change`, each under MAX_PAYLOAD_BYTES. */
export function encodeChange(instance: string, change: Change): string[] {
  const out: string[] = [];
  const pending = [toWire(instance, change)];
  while (pending.length > 0) {
    const w = pending.shift()!;
    const text = JSON.stringify(w);
    const divisible = (w.m?.length ?? 0) > 1 || (w.n?.length ?? 0) > 1;
    if (bytes(text) <= MAX_PAYLOAD_BYTES || !divisible) out.push(text);
    else pending.unshift(...split(w));
  }
  return out;
}

const isIdList = (v: unknown): v is number[] => Array.isArray(v) && v.every((x) => Number.isSafeInteger(x));

/** A payload back as the publishing instance and the change; null for anything malformed (never trusted blindly). */
export function decodeChange(payload: string): { instance: string; change: Change } | null {
  let w: Partial<Wire>;
  try {
    w = JSON.parse(payload) as Partial<Wire>;
  } catch {
    return null;
  }
  if (typeof w !== 'object' || w === null || typeof w.i !== 'string') return null;
  if (!(CHANGE_TOPICS as readonly string[]).includes(w.t as string)) return null;
  if (w.o !== undefined && !Number.isSafeInteger(w.o)) return null;
  if ((w.m !== undefined && !isIdList(w.m)) || (w.n !== undefined && !isIdList(w.n))) return null;
  const audience: ChangeAudience = { ...(w.m ? { memberIds: w.m } : {}), ...(w.n ? { institutionIds: w.n } : {}), ...(w.p === 1 ? { operators: true } : {}) };
  return { instance: w.i, change: { topic: w.t as ChangeTopic, ...(w.o !== undefined ? { orderId: w.o } : {}), audience } };
}
