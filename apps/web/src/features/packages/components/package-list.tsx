import { App, Button, Popconfirm, Space, Table, Tag } from 'antd';
import { formatDate, formatFen, ORDER_MESSAGES, RETCODE, type MyTestService, type PageResult } from '@tcm/shared';
import { useDeleteMyTestService } from '../api/delete-my-test-service';

export interface PackageListProps {
  page: PageResult<MyTestService>;
  loading: boolean;
  onPage: (n: number) => void;
  onEdit: (pkg: MyTestService) => void;
  /** One click: the package's available items go into the cart (composed by the page). */
  onAddToCart: (pkg: MyTestService) => void;
}

function DeleteButton({ pkg }: { pkg: MyTestService }) {
  const { message } = App.useApp();
  const remove = useDeleteMyTestService();
  const confirm = async () => {
    try {
      const result = await remove.mutateAsync(pkg.id);
      if (result.retcode === RETCODE.SUCCESS) void message.success(result.retmsg || ORDER_MESSAGES.packageDeleted);
      else void message.error(result.retmsg);
    } catch {
      // the request client has shown what went wrong
    }
  };
  return (
    <Popconfirm title={`确定删除套餐“${pkg.name}”吗？`} okText="删除" cancelText="取消" onConfirm={() => confirm()}>
      <Button type="link" danger loading={remove.isPending}>
        删除
      </Button>
    </Popconfirm>
  );
}

/** My common test packages: items (withdrawn ones marked), total, and the one-click cart button. */
export function PackageList({ page, loading, onPage, onEdit, onAddToCart }: PackageListProps) {
  return (
    <Table<MyTestService>
      rowKey="id"
      loading={loading}
      dataSource={page.list}
      data-testid="package-table"
      pagination={{ current: page.pageNum, pageSize: page.pageSize, total: page.total, onChange: onPage, showSizeChanger: false, align: 'center', hideOnSinglePage: true }}
      columns={[
        { title: '套餐名称', dataIndex: 'name', width: 180 },
        {
          title: '检测项目',
          key: 'items',
          render: (_, p) =>
            p.items.map((i) => (
              <Tag key={i.testServiceId} color={i.available ? undefined : 'default'} style={i.available ? undefined : { textDecoration: 'line-through' }}>
                {i.service ? `${i.service.testItem.name}×${i.sampleCount}` : '已下架的项目'}
              </Tag>
            )),
        },
        { title: '合计', key: 'total', width: 120, render: (_, p) => formatFen(p.totalFen) },
        { title: '更新时间', key: 'time', width: 120, render: (_, p) => formatDate(p.updatedAt, 'YYYY-MM-DD') },
        {
          title: '操作',
          key: 'actions',
          width: 240,
          render: (_, p) => (
            <Space size={0}>
              <Button type="link" onClick={() => onAddToCart(p)} disabled={!p.items.some((i) => i.available)}>
                加入购物车
              </Button>
              <Button type="link" onClick={() => onEdit(p)}>
                编辑
              </Button>
              <DeleteButton pkg={p} />
            </Space>
          ),
        },
      ]}
    />
  );
}
