import { Link } from 'react-router';
import { COLLECT_TYPE_LABELS, formatDate, type CollectItem, type PageResult } from '@tcm/shared';
import { useConfirmedAction } from '@/components/action-modal/confirmed-action';
import { Button } from '@/components/lite/button/button';
import { PagedList } from '@/components/paged-list/paged-list';
import { Spin } from '@/components/lite/spin/spin';
import { Tag } from '@/components/lite/tag/tag';
import { useDeleteMyCollect } from '../api/delete-my-collect';
import { collectItemHref, thumbnailOf } from '../item-href';
import styles from './collect.module.css';

function Row({ item }: { item: CollectItem }) {
  const remove = useDeleteMyCollect();
  const { ask, dialog } = useConfirmedAction();
  const href = item.available ? collectItemHref(item.collectType, item.itemId) : null;

  return (
    <li className={item.available ? styles.row : `${styles.row} ${styles.removed}`} data-testid="collect-row">
      <div className={styles.thumb}>
        {item.imageUrl && item.available ? <img src={thumbnailOf(item.imageUrl)} alt="" /> : <span>{item.title.slice(0, 2)}</span>}
      </div>
      <div className={styles.main}>
        <p className={styles.title}>
          <Tag className={styles.type}>{COLLECT_TYPE_LABELS[item.collectType]}</Tag>
          {href ? <Link to={href}>{item.title}</Link> : <span>{item.title}</span>}
        </p>
        {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
        <p className={styles.time}>收藏于 {formatDate(item.createdAt, 'YYYY-MM-DD HH:mm')}</p>
      </div>
      <Button kind="link" danger loading={remove.isPending} onClick={() => ask({ title: '确定取消收藏吗？', content: item.title, cancelText: '再想想', send: () => remove.mutateAsync(item.id) })}>
        取消收藏
      </Button>
      {dialog}
    </li>
  );
}

/** One page of favourites; each row leads to its item and can be cancelled (with a confirm). */
export function CollectList({ page, loading, onPage }: { page: PageResult<CollectItem>; loading: boolean; onPage: (n: number) => void }) {
  return (
    <Spin spinning={loading}>
      <PagedList page={page} onPage={onPage} item={(item) => <Row key={item.id} item={item} />} className={styles.list} testId="collect-list" />
    </Spin>
  );
}
