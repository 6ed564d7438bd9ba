import { COURIER_CODE_PATTERN, type TrackingEvent } from '@tcm/shared';
import { z } from 'zod';
import type { CourierPush } from '../orders/logistics';

/** shipment_event's columns: a longer text is cut (the same way every time, so a repeated push still matches). */
const PLACE_MAX = 60;
const DESCRIPTION_MAX = 200;
/** More events than any parcel has; a push claiming more is cut, not trusted to fill the table. */
const EVENTS_MAX = 300;

/**
 * 快递100's times are Beijing time without a zone ("2012-08-28 16:33:19"; ftime is the formatted
 * one): read as UTC+8 (an assumption the documentation does not spell out), stored as ISO UTC like
 * every event time here. Anything else is not a time.
 */
export function beijingTimeToIso(text: unknown): string | null {
  const m = typeof text === 'string' ? /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim()) : null;
  if (!m) return null;
  const ms = Date.parse(`${m[1]}-${m[2]}-${m[3]}T${m[4]}:${m[5]}:${m[6] ?? '00'}+08:00`);
  return Number.isNaN(ms) ? null : new Date(ms).toISOString();
}

/** The documented state is a string of digits ("0", "3", "14"); a number is taken too. */
export function stateOf(value: unknown): number | null {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN;
  return Number.isInteger(n) ? n : null;
}

/**
 * The `data` of a query answer or of a push's lastResult: {context, time, ftime, areaName …},
 * newest first. An entry without a text or a readable time is left out.
 */
export function eventsOf(data: unknown, source: string): TrackingEvent[] {
  if (!Array.isArray(data)) return [];
  return data.slice(0, EVENTS_MAX).flatMap((d: Record<string, unknown> | null) => {
    const time = beijingTimeToIso(d?.ftime) ?? beijingTimeToIso(d?.time);
    const description = typeof d?.context === 'string' ? d.context.trim().slice(0, DESCRIPTION_MAX) : '';
    if (!time || !description) return [];
    const place = typeof d?.areaName === 'string' ? d.areaName.trim().slice(0, PLACE_MAX) : typeof d?.location === 'string' ? d.location.trim().slice(0, PLACE_MAX) : '';
    return [{ time, place, description, source }];
  });
}

const code = z.string().trim().toLowerCase().regex(COURIER_CODE_PATTERN);
const optionalCode = z.preprocess((v) => (v === '' || v === null ? undefined : v), code.optional());

/** The push's `param` (推送接口): what we read of it; unknown fields are the aggregator's to add. */
const pushParamSchema = z.object({
  status: z.string().max(20),
  message: z.string().max(200).optional(),
  autoCheck: z.union([z.string(), z.number()]).optional(),
  comOld: optionalCode,
  comNew: optionalCode,
  lastResult: z.object({
    state: z.union([z.string(), z.number()]).optional(),
    com: code,
    nu: z.string().trim().min(1).max(32),
    data: z.array(z.unknown()),
  }),
});

/** A verified push's param read into what the orders module stores, or null when it is not a push. */
export function readPush(param: string, source: string): CourierPush | null {
  let json: unknown;
  try {
    json = JSON.parse(param);
  } catch {
    return null;
  }
  const parsed = pushParamSchema.safeParse(json);
  if (!parsed.success) return null;
  const p = parsed.data;
  return {
    status: p.status,
    message: p.message ?? '',
    company: p.lastResult.com,
    // autoCheck=1: the aggregator corrected our courier code; our shipment still carries comOld.
    formerCompany: p.comOld ?? null,
    number: p.lastResult.nu,
    state: stateOf(p.lastResult.state),
    events: eventsOf(p.lastResult.data, source),
    source,
  };
}
