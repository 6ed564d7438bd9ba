import { useEffect } from 'react';
import { NOTICE_KIND_LABELS, RETCODE, type NoticeKind, type NoticeScope } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { Checkbox } from '@/components/lite/checkbox/checkbox';
import { Spin } from '@/components/lite/spin/spin';
import { Tabs } from '@/components/lite/tabs/tabs';
import { PagedList } from '@/components/paged-list/paged-list';
import { QueryState } from '@/components/query-state/query-state';
import { notifier } from '@/lib/notifier';
import { useNotices } from '../api/get-notices';
import { useUnreadCount } from '../api/get-unread-count';
import { useReadAllNotices } from '../api/read-notices';
import { useNoticeFilters } from '../hooks/use-notice-filters';
import { kindsOfScope } from '../notice-kinds';
import { NoticeRow } from './notice-row';
import { CountBadge } from './unread-badge';
import styles from './notice-center.module.css';

const ALL = 'all';
export const NO_NOTICES_TEXT = '暂无消息';

/**
 * The 消息中心 of one scope (personal centre, workbench, console), issue #22: unread first (the
 * server's order), a tab per kind the scope can hear of with its unread count, 仅看未读, 标为已读
 * per row and 全部标为已读 (of the tab shown), pages. The filters live in the address.
 */
export function NoticeCenter({ scope }: { scope: NoticeScope }) {
  const kinds = kindsOfScope(scope);
  const f = useNoticeFilters(kinds);
  const list = useNotices({ scope, kind: f.kind, unreadOnly: f.unreadOnly || undefined, pageNum: f.pageNum, pageSize: f.pageSize });
  const unread = useUnreadCount(scope);
  const readAll = useReadAllNotices();
  const unreadHere = f.kind ? unread.data?.byKind[f.kind] : unread.data?.total;

  // Marking the last rows of a later page read under 仅看未读 leaves it empty: step back a page.
  const emptyLaterPage = f.pageNum > 1 && list.data?.list.length === 0 && !list.isFetching;
  useEffect(() => {
    if (emptyLaterPage) f.show({ pageNum: f.pageNum - 1 }, true);
  }, [emptyLaterPage]); // eslint-disable-line react-hooks/exhaustive-deps -- f.show is rebuilt each render; the page is what matters

  const markAll = async () => {
    const result = await readAll.mutateAsync({ scope, ...(f.kind ? { kind: f.kind } : {}) }).catch(() => null);
    if (!result) return;
    if (result.retcode === RETCODE.SUCCESS) notifier().success(result.retmsg);
    else notifier().error(result.retmsg);
  };

  const tabLabel = (label: string, count: number | undefined) => (
    <>
      {label}
      <CountBadge count={count ?? 0} className={styles.tabBadge} />
    </>
  );
  const toolbar = (
    <div className={styles.toolbar}>
      <Checkbox checked={f.unreadOnly} onChange={(on) => f.show({ unreadOnly: on })}>
        仅看未读
      </Checkbox>
      <Button loading={readAll.isPending} disabled={!unreadHere} onClick={() => void markAll()}>
        全部标为已读
      </Button>
    </div>
  );

  return (
    <Tabs
      aria-label="消息类型"
      activeKey={f.kind ?? ALL}
      onChange={(key) => f.show({ kind: key === ALL ? null : (key as NoticeKind) })}
      items={[
        { key: ALL, label: tabLabel('全部', unread.data?.total) },
        ...kinds.map((kind) => ({ key: kind, label: tabLabel(NOTICE_KIND_LABELS[kind], unread.data?.byKind[kind]) })),
      ]}
      extra={toolbar}
    >
      <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText={NO_NOTICES_TEXT} rows={6}>
        {list.data ? (
          <Spin spinning={list.isFetching}>
            <PagedList
              page={list.data}
              onPage={(pageNum) => f.show({ pageNum })}
              item={(notice) => <NoticeRow key={notice.id} notice={notice} scope={scope} />}
              className={styles.list}
              testId="notice-list"
              showTotal={(total) => `共 ${total} 条`}
            />
          </Spin>
        ) : null}
      </QueryState>
    </Tabs>
  );
}
