import { Table, Tag } from 'antd';
import { ARTICLE_STATUS, formatDate, type AdminArticlePage, type AdminArticleRow } from '@tcm/shared';
import { ArticleRowActions } from './article-row-actions';
import styles from './content.module.css';

const STATUS_COLOURS = { [ARTICLE_STATUS.DRAFT]: 'default', [ARTICLE_STATUS.PUBLISHED]: 'green', [ARTICLE_STATUS.WITHDRAWN]: 'orange' } as const;

/** Every article whatever its status, pinned first; the actions follow each row's status. */
export function ArticleTable({ page, loading, onPage, onEdit }: { page: AdminArticlePage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return (
    <Table<AdminArticleRow>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="article-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, showSizeChanger: false, onChange: onPage, hideOnSinglePage: true, showTotal: (n) => `共 ${n} 条` }}
      columns={[
        { title: '标题', key: 'title', render: (_, r) => (<>{r.title}<div className={styles.hint}>来源：{r.source}</div></>) },
        { title: '分类', dataIndex: 'categoryName', width: 110 },
        { title: '状态', key: 'status', width: 90, render: (_, r) => <Tag color={STATUS_COLOURS[r.status]}>{r.statusName}</Tag> },
        { title: '置顶', key: 'isTop', width: 70, render: (_, r) => (r.isTop ? <Tag color="#00604f">置顶</Tag> : <span className={styles.hint}>—</span>) },
        { title: '发布时间', key: 'publishTime', width: 170, render: (_, r) => (r.publishTime ? formatDate(r.publishTime, 'YYYY-MM-DD HH:mm') : <span className={styles.hint}>未发布</span>) },
        { title: '浏览量', dataIndex: 'viewCount', width: 80, align: 'right' },
        { title: '操作', key: 'actions', width: 250, render: (_, r) => <ArticleRowActions article={r} onEdit={onEdit} /> },
      ]}
    />
  );
}
