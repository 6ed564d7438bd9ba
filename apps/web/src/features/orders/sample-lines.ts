import type { OrderItemInput, OrderSample } from '@tcm/shared';

/**
 * The order lines of a sample sheet, as the server makes them (modules/orders/order-samples.ts):
 * one per test service in the order the sheet first names it, sampleCount = the samples asking for it.
 */
export function linesOfSamples(samples: readonly Pick<OrderSample, 'testServiceIds'>[]): OrderItemInput[] {
  const counts = new Map<number, number>();
  for (const s of samples) for (const id of new Set(s.testServiceIds)) counts.set(id, (counts.get(id) ?? 0) + 1);
  return [...counts].map(([testServiceId, sampleCount]) => ({ testServiceId, sampleCount }));
}

/** A sample sheet kept for the checkout: whose it is and its samples. */
export interface SheetDraft {
  institutionId: number;
  samples: OrderSample[];
}

const SHEET_KEY_PREFIX = 'tcm.checkout-samples.';
const sheetKey = (userId: number | null) => SHEET_KEY_PREFIX + (userId === null ? 'guest' : String(userId));

/** The imported sheet, carried from /detection to the checkout and kept while the member fills the form. */
export function loadSheetDraft(storage: Storage, userId: number | null): SheetDraft | null {
  try {
    const parsed = JSON.parse(storage.getItem(sheetKey(userId)) ?? 'null') as SheetDraft | null;
    return parsed && typeof parsed.institutionId === 'number' && Array.isArray(parsed.samples) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSheetDraft(storage: Storage, userId: number | null, sheet: SheetDraft | null): void {
  try {
    if (sheet) storage.setItem(sheetKey(userId), JSON.stringify(sheet));
    else storage.removeItem(sheetKey(userId));
  } catch {
    // storage full or disabled: the sheet lasts until the page closes
  }
}
