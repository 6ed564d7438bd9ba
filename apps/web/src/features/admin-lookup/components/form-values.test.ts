import type { AdminMonographDetail, AdminStandardDetail } from '@tcm/shared';
import { describe, expect, it } from 'vitest';
import { monographFormValues, standardFormValues } from './form-values';

describe('console lookup forms', () => {
  it('turns a standard’s nulls into blanks the form and the body take', () => {
    const d = { standardNo: 'GB 1-2020', nameCn: '标准', nameEn: null, level: 1, issuer: '机构', issueDate: '2020-01-01', implementDate: '2020-06-01', abolishDate: null, scope: '范围', replacesNo: null, replacedByNo: 'GB 1-2024', herbs: ['人参'], pdfUrl: null } as AdminStandardDetail;
    expect(standardFormValues(d)).toEqual({ standardNo: 'GB 1-2020', nameCn: '标准', nameEn: '', level: 1, issuer: '机构', issueDate: '2020-01-01', implementDate: '2020-06-01', abolishDate: '', scope: '范围', replacesNo: '', replacedByNo: 'GB 1-2024', herbs: ['人参'], pdfUrl: '' });
    expect(standardFormValues()).toMatchObject({ standardNo: '', level: undefined, herbs: [] });
  });

  it('gives a monograph every section, blank ones too, and a new one the 2020 edition', () => {
    const d = { name: '人参', pinyin: 'Renshen', latinName: null, edition: 2015, categoryId: 1, aliases: [], species: [], sections: { source: '来源' }, checks: [{ item: '水分', method: 'm', limit: 'l', section: 'examination' }] } as unknown as AdminMonographDetail;
    const values = monographFormValues(d);
    expect(Object.keys(values.sections)).toHaveLength(13);
    expect(values).toMatchObject({ latinName: '', edition: 2015, sections: { source: '来源', storage: '' } });
    expect(values.checks).toEqual(d.checks);
    expect(values.checks[0]).not.toBe(d.checks[0]);
    expect(monographFormValues()).toMatchObject({ edition: 2020, categoryId: undefined, checks: [] });
  });
});
