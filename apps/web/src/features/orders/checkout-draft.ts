import type { CheckoutPrefill, OrderForm } from '@tcm/shared';

/** What the checkout form edits besides the items (those come from the cart). */
export type CheckoutValues = Omit<OrderForm, 'items'>;

/** The checkout form before anything is filled in, remembered or known. */
export const CHECKOUT_DEFAULTS: CheckoutValues = {
  sample: { name: '', variety: '', batchNo: '', quantity: '', packing: '', storage: '', origin: '', supplier: '', returnSample: false },
  urgentFlag: 1,
  testingBasis: 2,
  qualification: 1,
  invoice: { type: 1, title: '', taxNo: '', bankName: '', bankAccount: '', address: '', phone: '' },
  autoInvoice: false,
  contact: { name: '', phone: '', address: '' },
  remark: '',
};

/**
 * §2 /gotoOrder keeps a draft: a member who leaves the checkout and comes back finds the form
 * as they left it. One draft per user (the key carries the userId), dropped once the order is placed.
 */
export const DRAFT_KEY_PREFIX = 'tcm.checkout-draft.';
export const draftKey = (userId: number | null) => DRAFT_KEY_PREFIX + (userId === null ? 'guest' : String(userId));

export function loadDraft(storage: Storage, userId: number | null): Partial<CheckoutValues> | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(draftKey(userId)) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Partial<CheckoutValues>) : null;
  } catch {
    return null; // a corrupt draft is no draft
  }
}

export function saveDraft(storage: Storage, userId: number | null, values: Partial<CheckoutValues>): void {
  try {
    storage.setItem(draftKey(userId), JSON.stringify(values));
  } catch {
    // storage full or disabled: the draft just does not persist
  }
}

export function clearDraft(storage: Storage, userId: number | null): void {
  try {
    storage.removeItem(draftKey(userId));
  } catch {
    // nothing to clear
  }
}

/** The form's first values: the defaults, overlaid with the draft section by section. */
export function initialCheckoutValues(draft: Partial<CheckoutValues> | null, defaults: CheckoutValues): CheckoutValues {
  if (!draft) return defaults;
  return {
    ...defaults,
    ...draft,
    sample: { ...defaults.sample, ...draft.sample },
    invoice: { ...defaults.invoice, ...draft.invoice },
    contact: { ...defaults.contact, ...draft.contact },
  };
}

/**
 * What the portal already knows, under the draft (issue #20): the herb chosen on /detection as
 * the sample's variety and first name, the contact and invoice the server suggests (the last
 * order's, else the account's). A draft the member edited still wins, field group by group.
 */
export function knownCheckoutValues(defaults: CheckoutValues, known: { variety?: string; prefill?: CheckoutPrefill | null }): CheckoutValues {
  const { variety, prefill } = known;
  return {
    ...defaults,
    sample: variety ? { ...defaults.sample, variety, name: variety } : defaults.sample,
    contact: prefill ? { ...defaults.contact, ...prefill.contact } : defaults.contact,
    invoice: prefill?.invoice ? { ...defaults.invoice, ...prefill.invoice } : defaults.invoice,
  };
}
