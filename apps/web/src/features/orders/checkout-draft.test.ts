import { beforeEach, describe, expect, it } from 'vitest';
import { CHECKOUT_DEFAULTS, clearDraft, draftKey, initialCheckoutValues, knownCheckoutValues, loadDraft, saveDraft, type CheckoutValues } from './checkout-draft';

describe('checkout draft', () => {
  beforeEach(() => window.localStorage.clear());

  it('is kept per user and read back after leaving the page', () => {
    saveDraft(window.localStorage, 7, { sample: { ...CHECKOUT_DEFAULTS.sample, name: '黄芪饮片' }, urgentFlag: 2 });
    expect(window.localStorage.getItem(draftKey(7))).toContain('黄芪饮片');
    expect(loadDraft(window.localStorage, 8)).toBeNull();
    const values = initialCheckoutValues(loadDraft(window.localStorage, 7), CHECKOUT_DEFAULTS);
    expect(values.sample.name).toBe('黄芪饮片');
    expect(values.urgentFlag).toBe(2);
    expect(values.testingBasis).toBe(2);
    expect(values.contact).toEqual(CHECKOUT_DEFAULTS.contact);
  });

  it('fills sections the draft lacks from the defaults', () => {
    const values = initialCheckoutValues({ invoice: { type: 2, title: '某公司' } as CheckoutValues['invoice'] }, CHECKOUT_DEFAULTS);
    expect(values.invoice).toMatchObject({ type: 2, title: '某公司', taxNo: '' });
  });

  it('is gone once cleared, and a corrupt entry counts as none', () => {
    saveDraft(window.localStorage, 7, { remark: 'x' });
    clearDraft(window.localStorage, 7);
    expect(loadDraft(window.localStorage, 7)).toBeNull();
    window.localStorage.setItem(draftKey(7), '{bad');
    expect(loadDraft(window.localStorage, 7)).toBeNull();
    expect(initialCheckoutValues(null, CHECKOUT_DEFAULTS)).toBe(CHECKOUT_DEFAULTS);
  });
});

describe('what the portal knows, under the draft (issue #20)', () => {
  const prefill = {
    contact: { name: '周明', phone: '13911112222', address: '安徽省亳州市谯城区药都路1号' },
    addresses: [],
    contacts: [],
    invoice: { type: 1 as const, title: '亳州仁和堂中药饮片有限公司', taxNo: '91341600MA2T7BQ63K', bankName: '', bankAccount: '', address: '', phone: '' },
  };

  it('starts from the herb chosen on /detection, the suggested contact and invoice', () => {
    const values = knownCheckoutValues(CHECKOUT_DEFAULTS, { variety: '人参', prefill });
    expect(values.sample).toMatchObject({ variety: '人参', name: '人参' });
    expect(values.contact).toEqual(prefill.contact);
    expect(values.invoice).toMatchObject({ type: 1, title: '亳州仁和堂中药饮片有限公司', taxNo: '91341600MA2T7BQ63K' });
    expect(values.urgentFlag).toBe(CHECKOUT_DEFAULTS.urgentFlag);
  });

  it('leaves what it does not know as the defaults', () => {
    expect(knownCheckoutValues(CHECKOUT_DEFAULTS, {})).toEqual(CHECKOUT_DEFAULTS);
    expect(knownCheckoutValues(CHECKOUT_DEFAULTS, { prefill: { ...prefill, invoice: null } }).invoice).toEqual(CHECKOUT_DEFAULTS.invoice);
  });

  it('lets a draft the member edited win over the suggestion', () => {
    const values = initialCheckoutValues({ contact: { name: '吴倩', phone: '13933334444', address: '杭州' } }, knownCheckoutValues(CHECKOUT_DEFAULTS, { prefill }));
    expect(values.contact.name).toBe('吴倩');
    expect(values.invoice.title).toBe('亳州仁和堂中药饮片有限公司');
  });
});
