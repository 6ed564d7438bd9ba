import { type OrderSample, type SampleSheetCheck, type TestService, orderSampleSchema } from '@tcm/shared';
import { BusinessError } from '../../lib/errors';
import type { SheetRow } from '../../lib/xlsx';
import type { OfferedServices } from '../institutions/offered';
import { linesOfSamples } from './order-samples';
import { SAMPLE_SHEET_MESSAGES as M } from './sample-sheet-messages';
import { itemWords, readSampleSheet, sampleSheetTemplate, serviceIdOfCode } from './sample-sheet-workbook';

/** The sheet's columns by the sample's field (the checkout's own field limits apply to each). */
const FIELDS = { name: '样品名称', batchNo: '批号', origin: '产地', spec: '规格', quantity: '数量', supplier: '供应商' } as const;
type Field = keyof typeof FIELDS;

/** 检测项目 words → the institution's services: by code, else by the test item's name (brackets either width). */
function itemResolver(services: readonly TestService[]) {
  const byId = new Map(services.map((s) => [s.id, s]));
  const plain = (name: string) => name.replace(/\(/g, '（').replace(/\)/g, '）').replace(/\s+/g, '');
  const byName = new Map<string, TestService[]>();
  for (const s of services) byName.set(plain(s.testItem.name), [...(byName.get(plain(s.testItem.name)) ?? []), s]);
  return (line: number, word: string): { id: number } | { error: string } => {
    const code = serviceIdOfCode(word);
    const named = code !== null ? (byId.has(code) ? [byId.get(code)!] : []) : (byName.get(plain(word)) ?? []);
    if (named.length > 1) return { error: M.ambiguousItem(line, word) };
    return named[0] ? { id: named[0].id } : { error: M.unknownItem(line, word) };
  };
}

/** One row as a sample, or every problem it has (第N行：…). */
function sampleOfRow(row: SheetRow, resolve: ReturnType<typeof itemResolver>): { sample: OrderSample } | { errors: string[] } {
  const cell = (label: string) => row.cells[label] ?? '';
  const errors: string[] = [];
  const ids: number[] = [];
  const words = itemWords(cell('检测项目'));
  if (!words.length) errors.push(M.noItems(row.line));
  for (const word of words) {
    const hit = resolve(row.line, word);
    if ('error' in hit) errors.push(hit.error);
    else if (!ids.includes(hit.id)) ids.push(hit.id);
  }
  const input = Object.fromEntries(Object.entries(FIELDS).map(([field, label]) => [field, cell(label)])) as Record<Field, string>;
  const parsed = orderSampleSchema.safeParse({ ...input, testServiceIds: ids });
  if (!parsed.success) {
    const seen = new Set<string>();
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as Field | 'testServiceIds';
      // Items missing or unknown are already said above; a field says its first problem once.
      if (field === 'testServiceIds' && !ids.length) continue;
      if (seen.has(String(field))) continue;
      seen.add(String(field));
      errors.push(field in FIELDS && input[field as Field] === '' ? M.missing(row.line, FIELDS[field as Field]) : `第${row.line}行：${issue.message}`);
    }
  }
  return errors.length || !parsed.success ? { errors } : { sample: parsed.data };
}

/**
 * 批量导入样品 (issue #21): the template of one institution's sample sheet, and the check of a filled
 * one — all rows or none, every wrong row named by its Excel row number. Nothing is stored: the
 * checkout places the order with the samples and the lines this answers.
 */
export function createSampleSheetService({ offered }: { offered: OfferedServices }) {
  async function servicesOf(institutionId: number): Promise<TestService[]> {
    const services = await offered.ofInstitution(institutionId);
    if (!services.length) throw new BusinessError(M.noServices);
    return services;
  }

  return {
    async template(institutionId: number): Promise<{ institutionName: string; file: Buffer }> {
      const services = await servicesOf(institutionId);
      const institutionName = services[0]!.institutionName;
      return { institutionName, file: await sampleSheetTemplate(institutionName, services) };
    },

    async check(institutionId: number, file: Buffer): Promise<SampleSheetCheck> {
      const [services, rows] = await Promise.all([servicesOf(institutionId), readSampleSheet(file)]);
      const resolve = itemResolver(services);
      const errors: string[] = [];
      const samples: OrderSample[] = [];
      // The same sample twice (name, 批号 and 供应商 alike) is a copied row; one 批号 from two suppliers is two samples.
      const firstLine = new Map<string, number>();
      for (const row of rows) {
        const r = sampleOfRow(row, resolve);
        if ('errors' in r) {
          errors.push(...r.errors);
          continue;
        }
        const key = JSON.stringify([r.sample.name, r.sample.batchNo, r.sample.supplier]);
        const first = firstLine.get(key);
        if (first !== undefined) errors.push(M.duplicateSample(row.line, first));
        else firstLine.set(key, row.line);
        samples.push(r.sample);
      }
      if (errors.length) return { samples: [], items: [], errors };
      const byId = new Map(services.map((s) => [s.id, s]));
      const items = linesOfSamples(samples).map((l) => {
        const s = byId.get(l.testServiceId)!;
        return { testServiceId: s.id, testItemId: s.testItem.id, testItemName: s.testItem.name, unitPriceFen: s.priceFen, periodDays: s.periodDays, sampleCount: l.sampleCount };
      });
      return { samples, items, errors: [] };
    },
  };
}
export type SampleSheetService = ReturnType<typeof createSampleSheetService>;
