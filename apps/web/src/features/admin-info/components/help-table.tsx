import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { adminInfoCalls, formatDate, type AdminHelpPage, type AdminHelpRow } from '@tcm/shared';
import { DeleteLink } from '@/components/delete-link/delete-link';
import { ConsolePageTable } from '@/components/console-page-table/console-page-table';
import { useResultMessage } from '@/lib/use-result-message';
import { useInfoAction } from '../api/info-actions';
import { moveQuestion } from './help-order';
import styles from './admin-info.module.css';

interface Props {
  page: AdminHelpPage;
  loading: boolean;
  /** The category whose order the arrows change; null while the list spans categories or is filtered. */
  orderCategoryId: number | null;
  onPage: (n: number) => void;
  onEdit: (id: number) => void;
}

/** The questions in the help centre's order; ↑ ↓ move one within its category, 删除 asks first. */
export function HelpTable({ page, loading, orderCategoryId, onPage, onEdit }: Props) {
  const reorder = useInfoAction(adminInfoCalls.reorder);
  const remove = useInfoAction(adminInfoCalls.helpDelete);
  const show = useResultMessage();
  const move = async (id: number, step: -1 | 1) => {
    const ids = moveQuestion(page.list, id, step);
    if (orderCategoryId === null || !ids) return;
    await show(reorder.mutateAsync({ categoryId: orderCategoryId, ids }));
  };
  const arrow = (r: AdminHelpRow, step: -1 | 1) => (
    <Tooltip title={step < 0 ? '上移' : '下移'}>
      <Button
        size="small"
        type="text"
        aria-label={`${step < 0 ? '上移' : '下移'}「${r.title}」`}
        icon={step < 0 ? <ArrowUpOutlined /> : <ArrowDownOutlined />}
        disabled={reorder.isPending || !moveQuestion(page.list, r.id, step)}
        onClick={() => void move(r.id, step)}
      />
    </Tooltip>
  );
  return (
    <ConsolePageTable<AdminHelpRow>
      page={page}
      loading={loading}
      onPage={onPage}
      testId="help-table"
      columns={[
        ...(orderCategoryId !== null ? [{ title: '排序', key: 'order', width: 90, render: (_: unknown, r: AdminHelpRow) => <Space size={0}>{arrow(r, -1)}{arrow(r, 1)}</Space> }] : []),
        {
          title: '问题',
          key: 'title',
          render: (_, r) => (
            <>
              {r.isTop ? <Tag color="#00604f">置顶</Tag> : null}
              {r.title}
              <div className={styles.hint}>{r.summary}</div>
            </>
          ),
        },
        { title: '分类', dataIndex: 'categoryName', width: 110 },
        { title: '发布时间', key: 'time', width: 170, render: (_, r) => formatDate(r.publishTime, 'YYYY-MM-DD HH:mm') },
        { title: '浏览', dataIndex: 'viewCount', width: 80 },
        {
          title: '操作',
          key: 'actions',
          width: 130,
          render: (_, r) => (
            <>
              <Button size="small" type="link" onClick={() => onEdit(r.id)}>
                编辑
              </Button>
              <DeleteLink title={`删除「${r.title}」？`} description="删除后帮助中心将不再显示该问题，且不可恢复。" okText="确认删除" onConfirm={() => show(remove.mutateAsync({ id: r.id }))} />
            </>
          ),
        },
      ]}
    />
  );
}
