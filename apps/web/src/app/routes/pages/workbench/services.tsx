import { Suspense, useState } from 'react';
import { PlusOutlined } from '@ant-design/icons';
import { MY_SERVICE_STATUS_LABELS, type MyService, type MyServiceStatus } from '@tcm/shared';
import { AffixInput } from '@/components/lite/affix-input/affix-input';
import { Button } from '@/components/lite/button/button';
import { SearchForm } from '@/components/lite/search-form/search-form';
import { Select } from '@/components/lite/select/select';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useTestItems } from '@/features/institutions/api/get-test-item-list';
import { useMyProfile } from '@/features/workbench/api/get-my-profile';
import { useMyServices } from '@/features/workbench/api/query-my-service';
import { ServiceTable } from '@/features/workbench/components/service-table';
import { useListFilters } from '@/features/workbench/hooks/use-list-filters';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import styles from './workbench-page.module.css';

/** The form (antd's select with search, number field and checkboxes) loads with antd when first opened. */
const ServiceFormDialog = lazyPartWithAntd(() => import('@/features/workbench/components/service-form-dialog').then((m) => m.ServiceFormDialog));

const STATUS_OPTIONS = Object.entries(MY_SERVICE_STATUS_LABELS).map(([value, label]) => ({ label, value: Number(value) }));

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
          <Button kind="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)}>
            新增服务
          </Button>
        }
      />
      <div className={styles.body}>
        <SearchForm label="服务筛选" onSearch={f.search}>
          <AffixInput type="search" className={styles.keyword} placeholder="检测项目名称" aria-label="检测项目名称" value={f.draft} onChange={(e) => f.setDraft(e.target.value)} />
          <Select<number> ariaLabel="上架状态" placeholder="全部状态" value={f.status} options={STATUS_OPTIONS} onChange={(v) => f.show({ status: v })} className={styles.statusSelect} />
          <Button kind="primary" htmlType="submit">
            查询
          </Button>
        </SearchForm>
        <QueryState isPending={services.isPending} isError={services.isError} isEmpty={services.data?.list.length === 0} emptyText="暂无检测服务" rows={8}>
          {services.data ? <ServiceTable page={services.data} loading={services.isFetching} onPage={(n) => f.show({ pageNum: n })} onEdit={setEditing} /> : null}
        </QueryState>
      </div>
      {editing !== undefined ? (
        <Suspense fallback={null}>
          <ServiceFormDialog service={editing} testItems={testItems.data ?? []} held={profile.data?.qualifications ?? []} onClose={() => setEditing(undefined)} />
        </Suspense>
      ) : null}
    </section>
  );
}
