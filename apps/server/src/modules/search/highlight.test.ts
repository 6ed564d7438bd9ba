import { describe, expect, it } from 'vitest';
import { highlightTerms } from './highlight';
import { parseQuery } from './tokenizer';

/** The news search's marks: the words of the query the token index matched. */
const runs = (text: string, q: string) => highlightTerms(text, parseQuery(q).terms);

describe('news search highlight', () => {
  it('marks every occurrence of each query word, case-insensitively, and keeps the original text', () => {
    expect(runs('人参与红参的人参皂苷检测', '人参')).toEqual([
      ['人参', true],
      ['与红参的', false],
      ['人参', true],
      ['皂苷检测', false],
    ]);
    expect(runs('GAP 与 gap 认证', 'Gap')).toEqual([['GAP', true], [' 与 ', false], ['gap', true], [' 认证', false]]);
    expect(runs('黄芪的含量测定', '黄芪 含量')).toEqual([['黄芪', true], ['的', false], ['含量', true], ['测定', false]]);
    expect(runs('无匹配', '黄芪')).toEqual([['无匹配', false]]);
  });
});
