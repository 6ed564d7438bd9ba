import { Suspense, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PlusOutlined } from '@ant-design/icons';
import { DEFAULT_PAGE_SIZE, type MyTestService } from '@tcm/shared';
import { Button } from '@/components/lite/button/button';
import { PageHeading } from '@/components/page-heading/page-heading';
import { paths } from '@/config/paths';
import { useRouteMeta } from '@/app/routes/route-meta';
import { lineFromService } from '@/features/cart/cart-store';
import { useCart } from '@/features/cart/hooks/use-cart';
import { QueryState } from '@/components/query-state/query-state';
import { useMyPackages } from '@/features/packages/api/find-my-test-service';
import type { PackageLine } from '@/features/packages/components/package-editor';
import { PackageList } from '@/features/packages/components/package-list';
import { lazyPartWithAntd } from '@/lib/lazy-antd';
import { notifier } from '@/lib/notifier';
import styles from './collect.module.css';

/** The editor (antd's form and search table) loads with antd when it is first opened. */
const PackageEditor = lazyPartWithAntd(() => import('@/features/packages/components/package-editor').then((m) => m.PackageEditor));

type Editing = { pkg?: MyTestService; seed?: PackageLine[] } | null;

/** 常用检测项目: my packages — create (from scratch or from the cart's selection), edit, delete, put in the cart. */
export default function PcenterPackagePage() {
  const { title } = useRouteMeta();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const pageNum = Math.max(1, Number(params.get('pageNum')) || 1);
  const list = useMyPackages({ pageNum, pageSize: DEFAULT_PAGE_SIZE });
  const cart = useCart();
  const [editing, setEditing] = useState<Editing>(null);
  const chosen = cart.lines.filter((l) => l.selected);

  const toCart = (pkg: MyTestService) => {
    const lines = pkg.items.flatMap((i) => (i.available && i.service ? [lineFromService(i.service, i.sampleCount)] : []));
    cart.add(lines);
    const skipped = pkg.items.length - lines.length;
    notifier().success(`已将 ${lines.length} 个项目加入购物车${skipped ? `（${skipped} 个已下架项目未加入）` : ''}，`, 'package-cart', {
      text: '去购物车',
      onClick: () => void navigate(paths.shopCart.path),
    });
  };
  const fromCart = () =>
    setEditing({ seed: chosen.map((l) => ({ testServiceId: l.testServiceId, sampleCount: l.sampleCount, label: `${l.testItemName} · ${l.institutionName}`, priceFen: l.priceFen })) });

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <>
            <Button onClick={fromCart} disabled={chosen.length === 0} style={{ marginRight: 8 }}>
              从购物车创建
            </Button>
            <Button kind="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新建套餐
            </Button>
          </>
        }
      />
      <div className={styles.body}>
        <QueryState isPending={list.isPending} isError={list.isError} isEmpty={list.data?.list.length === 0} emptyText="还没有常用套餐，可从购物车或新建创建" rows={6}>
          {list.data ? (
            <PackageList
              page={list.data}
              loading={list.isFetching}
              onPage={(n) => setParams(n > 1 ? { pageNum: String(n) } : {})}
              onEdit={(pkg) => setEditing({ pkg })}
              onAddToCart={toCart}
            />
          ) : null}
        </QueryState>
        {editing ? (
          <Suspense fallback={null}>
            <PackageEditor pkg={editing.pkg} seed={editing.seed} onClose={() => setEditing(null)} />
          </Suspense>
        ) : null}
      </div>
    </section>
  );
}
