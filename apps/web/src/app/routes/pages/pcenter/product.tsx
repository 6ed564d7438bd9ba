import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, GOODS_STATUS_OPTIONS, isGoodsStatus } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { Tabs } from '@/components/lite/tabs/tabs';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
import { useMyProducts } from '@/features/products/api/find-my-product';
import { MyProductTable } from '@/features/products/components/my-product-table';
import tabs from '@/features/products/components/my-products.module.css';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { positiveIntParam } from '@/lib/query-params';
import styles from './collect.module.css';

/** The editor (antd's form, category tree and uploader) loads with antd when it is first opened. */
const ProductEditor = lazyPartWithAntd(() => import('@/features/products/components/product-editor').then((m) => m.ProductEditor));

const ALL = 'all';
/** The tab of the products the platform shows on the home page (§7 findMyRecommendProduct). */
const RECOMMENDED = 'recommended';
/** null: closed; 0: a new product; otherwise the product being edited. */
type Editing = number | null;

/** 我的产品 ?goodsStatus=|recommended=1&pageNum=: my listings by goods status, or those on the home page — publish, edit, submit for review, delist, recommend, delete. */
export default function PcenterProductPage() {
  const { title } = useRouteMeta();
  const [params, setParams] = useSearchParams();
  const rawStatus = params.get('goodsStatus') === null ? null : Number(params.get('goodsStatus'));
  const recommended = params.get(RECOMMENDED) === '1';
  const goodsStatus = !recommended && isGoodsStatus(rawStatus) ? rawStatus : undefined;
  const pageNum = positiveIntParam(params.get('pageNum')) ?? 1;
  const list = useMyProducts({ goodsStatus, recommended, pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const [editing, setEditing] = useState<Editing>(null);

  const go = (status: number | typeof RECOMMENDED | undefined, page = 1) => {
    const next = new URLSearchParams();
    if (status === RECOMMENDED) next.set(RECOMMENDED, '1');
    else if (status !== undefined) next.set('goodsStatus', String(status));
    if (page > 1) next.set('pageNum', String(page));
    setParams(next);
  };

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <Button kind="primary" icon={<PlusOutlined />} onClick={() => setEditing(0)}>
            发布产品
          </Button>
        }
      />
      <Tabs
        aria-label="产品状态"
        className={tabs.tabs}
        activeKey={recommended ? RECOMMENDED : goodsStatus === undefined ? ALL : String(goodsStatus)}
        onChange={(key) => go(key === ALL ? undefined : key === RECOMMENDED ? RECOMMENDED : Number(key))}
        items={[{ key: ALL, label: '全部' }, ...GOODS_STATUS_OPTIONS.map((o) => ({ key: String(o.value), label: o.label })), { key: RECOMMENDED, label: '首页推荐' }]}
      />
      <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText={recommended ? '还没有在首页推荐的产品：已上架的产品可点击“推荐到首页”' : '还没有该状态的产品，点击右上角发布产品'} rows={6}>
        {list.data ? (
          <MyProductTable page={list.data} loading={list.isFetching} onPage={(n) => go(recommended ? RECOMMENDED : goodsStatus, n)} onEdit={(id) => setEditing(id)} />
        ) : null}
      </QueryState>
      {editing !== null ? (
        <Suspense fallback={null}>
          <ProductEditor productId={editing || null} onClose={() => setEditing(null)} />
        </Suspense>
      ) : null}
    </section>
  );
}
