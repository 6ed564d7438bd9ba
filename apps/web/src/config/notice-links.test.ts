import { NOTICE_RULES, type NoticeEvent, renderNotices } from '@tcm/shared';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

/** The notification table (packages/shared enums/order-notifications.ts) links to pages: each must be one this app registers. */
describe('notification links', () => {
  const registered = new Set(Object.values(paths).map((p) => p.path as string));
  const context = { orderId: 42, orderNo: 'TCM20260512000042', reason: '原因', subject: '某某检测公司' };

  it('point at paths of the paths file, with the order id where there is one', () => {
    for (const event of Object.keys(NOTICE_RULES) as NoticeEvent[]) {
      for (const n of renderNotices(event, context)) {
        const [path, query] = n.link.split('?');
        expect(registered.has(path!), `${event}: ${n.link}`).toBe(true);
        if (query) expect(query, event).toBe('id=42');
      }
    }
  });

  it('build the same order links as the pages do', () => {
    expect(renderNotices('approve', context)[0]!.link).toBe(paths.pcenterOrderDetail.getHref(42));
    expect(renderNotices('pay', context)[0]!.link).toBe(paths.workbenchOrderDetail.getHref(42));
  });
});
