import { Link } from 'react-router';
import { App, Button, Pagination, Popconfirm, Spin, Tag } from 'antd';
import { COLLECT_TYPE_LABELS, formatDate, RETCODE, type CollectItem, type PageResult } from '@tcm/shared';
import { useDeleteMyCollect } from '../api/delete-my-collect';
import { collectItemHref, thumbnailOf } from '../item-href';
import styles from './collect.module.css';

function Row({ item }: { item: CollectItem }) {
  const { message } = App.useApp();
  const remove = useDeleteMyCollect();
  const href = item.available ? collectItemHref(item.collectType, item.itemId) : null;

  const confirm = async () => {
    try {
      const result = await remove.mutateAsync(item.id);
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };

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
      <Popconfirm title="确定取消收藏吗？" okText="确定" cancelText="再想想" onConfirm={() => confirm()}>
        <Button type="link" danger loading={remove.isPending}>
          取消收藏
        </Button>
      </Popconfirm>
    </li>
  );
}

/** One page of favourites; each row leads to its item and can be cancelled (with a confirm). */
export function CollectList({ page, loading, onPage }: { page: PageResult<CollectItem>; loading: boolean; onPage: (n: number) => void }) {
  return (
    <Spin spinning={loading}>
      <ul className={styles.list} data-testid="collect-list">
        {page.list.map((item) => (
          <Row key={item.id} item={item} />
        ))}
      </ul>
      <Pagination
        className={styles.pagination}
        current={page.pageNum}
        pageSize={page.pageSize}
        total={page.total}
        showSizeChanger={false}
        hideOnSinglePage
        onChange={onPage}
      />
    </Spin>
  );
}
