import { beforeEach, describe, expect, it } from 'vitest';
import type { TestService } from '@tcm/shared';
import { cartKey, createCartStore, groupByInstitution, lineFromService, selectedLines, toOrderItems, varietyOf } from './cart-store';

function service(id: number, institutionId: number, priceFen = 8000): TestService {
  return {
    id,
    institutionId,
    institutionName: `机构${institutionId}`,
    testItem: { id: id * 10, name: `项目${id}`, trait: '水分', method: '', standard: '', categoryId: 1, categoryName: '理化' },
    priceFen,
    periodDays: 3,
    qualifications: [1],
    varieties: [],
  };
}

describe('cart store', () => {
  beforeEach(() => window.localStorage.clear());

  it('keeps one cart per user, under a key that carries the userId', () => {
    const store = createCartStore(window.localStorage);
    store.add(7, [lineFromService(service(1, 1))]);
    store.add(8, [lineFromService(service(2, 1))]);
    expect(store.read(7).map((l) => l.testServiceId)).toEqual([1]);
    expect(store.read(8).map((l) => l.testServiceId)).toEqual([2]);
    expect(window.localStorage.getItem(cartKey(7))).toContain('"testServiceId":1');
    expect(cartKey(7)).toBe('tcm.cart.7');
  });

  it('survives a reload: a new store over the same storage reads the same lines', () => {
    createCartStore(window.localStorage).add(7, [lineFromService(service(1, 1), 3)]);
    const afterReload = createCartStore(window.localStorage);
    expect(afterReload.read(7)).toMatchObject([{ testServiceId: 1, sampleCount: 3, selected: true }]);
  });

  it('adds to the sample count of a service already there, clamps counts, selects and removes', () => {
    const store = createCartStore(window.localStorage);
    store.add(7, [lineFromService(service(1, 1), 2)]);
    store.add(7, [lineFromService(service(1, 1), 1)]);
    expect(store.read(7)).toHaveLength(1);
    expect(store.read(7)[0]?.sampleCount).toBe(3);
    store.setCount(7, 1, 5000);
    expect(store.read(7)[0]?.sampleCount).toBe(999);
    store.setCount(7, 1, 0);
    expect(store.read(7)[0]?.sampleCount).toBe(1);
    store.add(7, [lineFromService(service(2, 2))]);
    store.setSelected(7, [1], false);
    expect(toOrderItems(selectedLines(store.read(7)))).toEqual([{ testServiceId: 2, sampleCount: 1 }]);
    store.remove(7, [2]);
    expect(store.read(7).map((l) => l.testServiceId)).toEqual([1]);
  });

  it('hands a visitor’s cart to the member at login', () => {
    const store = createCartStore(window.localStorage);
    store.add(null, [lineFromService(service(1, 1))]);
    store.add(7, [lineFromService(service(2, 1))]);
    store.adoptGuestCart(7);
    expect(store.read(7).map((l) => l.testServiceId)).toEqual([2, 1]);
    expect(store.read(null)).toEqual([]);
  });

  it('treats a corrupt entry as an empty cart and gives a stable snapshot', () => {
    window.localStorage.setItem(cartKey(7), '{oops');
    const store = createCartStore(window.localStorage);
    expect(store.read(7)).toEqual([]);
    store.add(7, [lineFromService(service(1, 1))]);
    expect(store.read(7)).toBe(store.read(7));
  });

  it('notifies subscribers on every change', () => {
    const store = createCartStore(window.localStorage);
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.add(7, [lineFromService(service(1, 1))]);
    store.remove(7, [1]);
    stop();
    store.add(7, [lineFromService(service(1, 1))]);
    expect(calls).toBe(2);
  });
});

describe('groupByInstitution', () => {
  it('groups lines by institution in first-seen order', () => {
    const lines = [service(1, 2), service(2, 1), service(3, 2)].map((s) => lineFromService(s));
    const groups = groupByInstitution(lines);
    expect(groups.map((g) => [g.institutionId, g.institutionName, g.lines.map((l) => l.testServiceId)])).toEqual([
      [2, '机构2', [1, 3]],
      [1, '机构1', [2]],
    ]);
  });

  it('remembers the herb a line was added for, the latest one naming the checkout\'s variety', () => {
    const store = createCartStore(window.localStorage);
    store.add(7, [lineFromService(service(1, 1))]);
    expect(varietyOf(store.read(7))).toBeUndefined();
    store.add(7, [lineFromService(service(2, 1), 1, '人参'), lineFromService(service(1, 1), 1, '黄芪')]);
    const lines = store.read(7);
    expect(lines.map((l) => l.variety)).toEqual(['黄芪', '人参']);
    expect(varietyOf(lines)).toBe('人参');
  });
});
