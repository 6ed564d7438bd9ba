import { useState } from 'react';
import { Button, Modal, Table, Tooltip } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { adminContentCalls } from '@tcm/shared';
import { DeleteLink } from '@/components/delete-link/delete-link';
import { useCategoryTree } from '../api/get-categories';
import { useContentAction } from '../api/content-actions';
import { useResultMessage } from '@/lib/use-result-message';
import { categoryRows, deleteBlocker, type CategoryRow } from './category-options';
import { CategoryFormModal, type CategoryTarget } from './category-form-modal';
import styles from './content.module.css';

function DeleteCategory({ node }: { node: CategoryRow }) {
  const remove = useContentAction(adminContentCalls.articleCategoryDelete);
  const show = useResultMessage();
  const blocker = deleteBlocker(node);
  if (blocker)
    return (
      <Tooltip title={blocker}>
        <Button size="small" type="link" danger disabled>
          删除
        </Button>
      </Tooltip>
    );
  return (
    <DeleteLink title={`删除分类「${node.name}」？`} okText="确定" onConfirm={() => show(remove.mutateAsync({ id: node.id }))} />
  );
}

/** 分类管理: the two-level tree with article counts; categories still in use cannot be deleted. */
export function CategoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tree = useCategoryTree();
  const [editing, setEditing] = useState<CategoryTarget | null>(null);
  const nodes = tree.data ?? [];
  return (
    <Modal open={open} title="分类管理" width={820} footer={null} onCancel={onClose}>
      <div className={styles.toolbar}>
        <span className={styles.hint}>分类最多两级；一级分类包含其子分类的资讯。</span>
        <span className={styles.spacer} />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ parentId: 0 })}>
          新增一级分类
        </Button>
      </div>
      <Table<CategoryRow>
        rowKey="id"
        size="small"
        loading={tree.isFetching}
        dataSource={categoryRows(nodes)}
        pagination={false}
        expandable={{ defaultExpandAllRows: true }}
        data-testid="category-table"
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '编码', dataIndex: 'code', width: 170, render: (code: string) => <span className={styles.hint}>{code}</span> },
          { title: '排序', dataIndex: 'sort', width: 70 },
          { title: '资讯数', dataIndex: 'articleCount', width: 80 },
          {
            title: '操作',
            key: 'actions',
            width: 210,
            render: (_, n) => (
              <>
                {n.parentId === 0 ? (
                  <Button size="small" type="link" onClick={() => setEditing({ parentId: n.id })}>
                    新增子分类
                  </Button>
                ) : null}
                <Button size="small" type="link" onClick={() => setEditing({ node: n })}>
                  编辑
                </Button>
                <DeleteCategory node={n} />
              </>
            ),
          },
        ]}
      />
      <CategoryFormModal target={editing} tree={nodes} onClose={() => setEditing(null)} />
    </Modal>
  );
}
