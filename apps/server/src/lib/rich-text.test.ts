import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './rich-text';

describe('rich text allow-list', () => {
  it('removes scripts, event handlers, javascript: links, iframes and styles', () => {
    const dirty = '<p style="color:red" onclick="x()">正文<script>alert(1)</script></p><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a><iframe src="https://evil.example"></iframe>';
    const clean = sanitizeRichText(dirty);
    expect(clean).not.toMatch(/script|onerror|onclick|javascript:|iframe|style=/i);
    expect(clean).toContain('<p>正文</p>');
  });

  it('keeps the structure of an article: headings, lists, tables, safe links and images', () => {
    const html = '<h3>一、检测项目</h3><ul><li>水分</li></ul><table><tbody><tr><td colspan="2">总灰分</td></tr></tbody></table><img src="/files/a.png" alt="图"><a href="https://www.nmpa.gov.cn">国家药监局</a>';
    const clean = sanitizeRichText(html);
    expect(clean).toContain('<h3>一、检测项目</h3><ul><li>水分</li></ul>');
    expect(clean).toContain('<td colspan="2">总灰分</td>');
    expect(clean).toContain('<img src="/files/a.png" alt="图" />');
    expect(clean).toContain('<a href="https://www.nmpa.gov.cn" rel="noopener noreferrer" target="_blank">国家药监局</a>');
  });
});
