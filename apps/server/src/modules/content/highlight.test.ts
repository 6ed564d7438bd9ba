import { describe, expect, it } from 'vitest';
import { highlightRuns } from './highlight';

describe('highlight runs', () => {
  it('marks every occurrence, case-insensitively, and keeps the original text', () => {
    expect(highlightRuns('人参与红参的人参皂苷检测', '人参')).toEqual([
      ['人参', true],
      ['与红参的', false],
      ['人参', true],
      ['皂苷检测', false],
    ]);
    expect(highlightRuns('GAP 与 gap 认证', 'Gap')).toEqual([['GAP', true], [' 与 ', false], ['gap', true], [' 认证', false]]);
    expect(highlightRuns('无匹配', '黄芪')).toEqual([['无匹配', false]]);
    expect(highlightRuns('空词', '')).toEqual([['空词', false]]);
  });
});
