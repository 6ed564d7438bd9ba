import { ARTICLE_STATUS, formatDate, type AdminArticlePage, type AdminArticleRow, type ArticleStatus } from '@tcm/shared';
import { PagedTable } from '@/components/lite/paged-table/paged-table';
import type { TableColumn } from '@/components/lite/table/table';
import { Tag, type TagColor } from '@/components/lite/tag/tag';
import { ArticleRowActions } from './article-row-actions';
import styles from './content.module.css';

const STATUS_COLOURS: Record<ArticleStatus, TagColor> = { [ARTICLE_STATUS.DRAFT]: 'default', [ARTICLE_STATUS.PUBLISHED]: 'green', [ARTICLE_STATUS.WITHDRAWN]: 'orange' };

const columns = (onEdit: (id: number) => void): readonly TableColumn<AdminArticleRow>[] => [
  { key: 'title', title: '标题', render: (r) => (<>{r.title}<div className={styles.hint}>来源：{r.source}</div></>) },
  { key: 'category', title: '分类', width: 110, render: (r) => r.categoryName },
  { key: 'status', title: '状态', width: 90, render: (r) => <Tag color={STATUS_COLOURS[r.status]}>{r.statusName}</Tag> },
  { key: 'isTop', title: '置顶', width: 70, render: (r) => (r.isTop ? <Tag color="brand">置顶</Tag> : <span className={styles.hint}>—</span>) },
  { key: 'publishTime', title: '发布时间', width: 170, render: (r) => (r.publishTime ? formatDate(r.publishTime, 'YYYY-MM-DD HH:mm') : <span className={styles.hint}>未发布</span>) },
  { key: 'viewCount', title: '浏览量', width: 80, render: (r) => <span className={styles.number}>{r.viewCount}</span> },
  { key: 'actions', title: '操作', width: 250, render: (r) => <ArticleRowActions article={r} onEdit={onEdit} /> },
];

/** Every article whatever its status, pinned first; the actions follow each row's status. */
export function ArticleTable({ page, loading, onPage, onEdit }: { page: AdminArticlePage; loading: boolean; onPage: (n: number) => void; onEdit: (id: number) => void }) {
  return <PagedTable<AdminArticleRow> data-testid="article-table" columns={columns(onEdit)} page={page} rowKey={(r) => r.id} loading={loading} onPage={onPage} totalUnit="条" />;
}
