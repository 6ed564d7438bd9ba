import { useState } from 'react';
import { Button, Input, Select, Space } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { MY_SERVICE_STATUS_LABELS, type MyService, type MyServiceStatus } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/features/content/components/query-state';
import { useTestItems } from '@/features/institutions/api/get-test-item-list';
import { useMyProfile } from '@/features/workbench/api/get-my-profile';
import { useMyServices } from '@/features/workbench/api/query-my-service';
import { ServiceFormDialog } from '@/features/workbench/components/service-form-dialog';
import { ServiceTable } from '@/features/workbench/components/service-table';
import { useListFilters } from '@/features/workbench/hooks/use-list-filters';
import styles from './workbench-page.module.css';

const STATUS_OPTIONS = [
  { label: '全部状态', value: '' },
  ...Object.entries(MY_SERVICE_STATUS_LABELS).map(([value, label]) => ({ label, value })),
];

/** 工作台 · 检测服务 ?status=&keyword=&pageNum=: our services, 新增 / 编辑 in a dialog, 上架 / 下架. */
export default function WorkbenchServicesPage() {
  const { title } = useRouteMeta();
  const f = useListFilters();
  const services = useMyServices({ status: f.status as MyServiceStatus | undefined, keyword: f.keyword || undefined, pageNum: f.pageNum, pageSize: f.pageSize });
  const testItems = useTestItems();
  const profile = useMyProfile();
  // undefined: closed; null: a new service.
  const [editing, setEditing] = useState<MyService | null | undefined>(undefined);

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增服务
          </Button>
        }
      />
      <div className={styles.body}>
        <Space wrap className={styles.filters}>
          <Input placeholder="检测项目名称" aria-label="检测项目名称" allowClear value={f.draft} onChange={(e) => f.setDraft(e.target.value)} onPressEnter={f.search} style={{ width: 220 }} />
          <Select aria-label="上架状态" value={f.status === undefined ? '' : String(f.status)} options={STATUS_OPTIONS} onChange={(v) => f.show({ status: v === '' ? null : Number(v) })} style={{ width: 140 }} />
          <Button type="primary" onClick={f.search}>
            查询
          </Button>
        </Space>
        <QueryState isPending={services.isPending} isError={services.isError} isEmpty={services.data?.list.length === 0} emptyText="暂无检测服务" rows={8}>
          {services.data ? <ServiceTable page={services.data} loading={services.isFetching} onPage={(n) => f.show({ pageNum: n })} onEdit={setEditing} /> : null}
        </QueryState>
      </div>
      {editing !== undefined ? <ServiceFormDialog service={editing} testItems={testItems.data ?? []} held={profile.data?.qualifications ?? []} onClose={() => setEditing(undefined)} /> : null}
    </section>
  );
}
