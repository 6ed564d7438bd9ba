import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, draftKey, initialCheckoutValues, loadDraft, saveDraft, type CheckoutValues } from './checkout-draft';

const DEFAULTS: CheckoutValues = {
  sample: { name: '', variety: '', batchNo: '', quantity: '', packing: '', storage: '', returnSample: false },
  urgentFlag: 1,
  testingBasis: 2,
  qualification: 1,
  invoice: { type: 1, title: '', taxNo: '', bankName: '', bankAccount: '', address: '', phone: '' },
  contact: { name: '', phone: '', address: '' },
  remark: '',
};

describe('checkout draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per user and read back after leaving the page', () => {
    saveDraft(window.localStorage, 7, { sample: { ...DEFAULTS.sample, name: '黄芪饮片' }, urgentFlag: 2 });
    expect(window.localStorage.getItem(draftKey(7))).toContain('黄芪饮片');
    expect(loadDraft(window.localStorage, 8)).toBeNull();
    const values = initialCheckoutValues(loadDraft(window.localStorage, 7), DEFAULTS);
    expect(values.sample.name).toBe('黄芪饮片');
    expect(values.urgentFlag).toBe(2);
    expect(values.testingBasis).toBe(2);
    expect(values.contact).toEqual(DEFAULTS.contact);
  });

  it('fills sections the draft lacks from the defaults', () => {
    const values = initialCheckoutValues({ invoice: { type: 2, title: '某公司' } as CheckoutValues['invoice'] }, DEFAULTS);
    expect(values.invoice).toMatchObject({ type: 2, title: '某公司', taxNo: '' });
  });

  it('is gone once cleared, and a corrupt entry counts as none', () => {
    saveDraft(window.localStorage, 7, { remark: 'x' });
    clearDraft(window.localStorage, 7);
    expect(loadDraft(window.localStorage, 7)).toBeNull();
    window.localStorage.setItem(draftKey(7), '{bad');
    expect(loadDraft(window.localStorage, 7)).toBeNull();
    expect(initialCheckoutValues(null, DEFAULTS)).toBe(DEFAULTS);
  });
});
