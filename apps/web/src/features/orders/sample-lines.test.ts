import { describe, expect, it } from 'vitest';
import { linesOfSamples, loadSheetDraft, saveSheetDraft } from './sample-lines';

describe('a sample sheet as order lines', () => {
  it('makes one line per service, in the order the sheet first names it, counting the samples that ask for it', () => {
    const samples = [{ testServiceIds: [7, 3] }, { testServiceIds: [3] }, { testServiceIds: [3, 3, 9] }];
    expect(linesOfSamples(samples)).toEqual([
      { testServiceId: 7, sampleCount: 1 },
      { testServiceId: 3, sampleCount: 3 },
      { testServiceId: 9, sampleCount: 1 },
    ]);
  });

  it('keeps the sheet per user until it is cleared', () => {
    const sheet = { institutionId: 2, samples: [{ name: '黄芪', batchNo: 'A1', origin: '', spec: '', quantity: '1袋', supplier: '', testServiceIds: [3] }] };
    saveSheetDraft(window.localStorage, 5, sheet);
    expect(loadSheetDraft(window.localStorage, 5)).toEqual(sheet);
    expect(loadSheetDraft(window.localStorage, 6)).toBeNull();
    saveSheetDraft(window.localStorage, 5, null);
    expect(loadSheetDraft(window.localStorage, 5)).toBeNull();
  });
});
