import { Input, Tag } from 'antd';
import { DEFAULT_PAGE_SIZE, searchTotalLabel } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/features/content/components/query-state';
import { useMallProducts } from '@/features/products/api/find-mall-product';
import { useProductCategories } from '@/features/products/api/get-product-category';
import { usePremiumMembers } from '@/features/products/api/get-premium-member';
import { useRecommendedSuppliers } from '@/features/products/api/get-recommend-supplier';
import { CategoryTree } from '@/features/products/components/category-tree';
import { ProductCards } from '@/features/products/components/product-cards';
import { SupplierList } from '@/features/products/components/supplier-list';
import { useMallFilters } from '@/features/products/hooks/use-mall-filters';
import layout from '@/features/products/components/mall.module.css';
import styles from './mall.module.css';

/**
 * 商城 ?categoryId=&keyword=&supplierId=&pageNum=: members' listed products (goods status 2)
 * by category, searchable; 优质会员 and 推荐供应商 beside them.
 */
export default function MallPage() {
  const { title } = useRouteMeta();
  const [filters, update] = useMallFilters();
  const categories = useProductCategories();
  const premium = usePremiumMembers(6);
  const recommended = useRecommendedSuppliers(6);
  const list = useMallProducts({
    categoryId: filters.categoryId ?? undefined,
    supplierId: filters.supplierId ?? undefined,
    keyword: filters.keyword || undefined,
    pageNum: filters.pageNum,
    pageSize: DEFAULT_PAGE_SIZE,
  });
  const supplierName = filters.supplierId ? list.data?.list[0]?.supplier.name : undefined;
  // A keyword search counts its matches up to SEARCH_TOTAL_CAP + 1 (issue #18): more shows as 1000+.
  const totalLabel = (total: number) => (filters.keyword ? searchTotalLabel(total) : String(total));

  return (
    <div className={layout.layout}>
      <CategoryTree
        categories={categories.data ?? []}
        loading={categories.isPending}
        value={filters.categoryId}
        onChange={(categoryId) => update({ categoryId })}
      />
      <section className={styles.main}>
        <PageHeading title={title} extra="会员发布、平台审核后上架的中药产品" />
        <div className={layout.searchRow}>
          <Input.Search
            key={filters.keyword}
            className={styles.search}
            defaultValue={filters.keyword}
            placeholder="搜索产品名称、产地或规格"
            enterButton="搜索"
            allowClear
            maxLength={50}
            aria-label="搜索产品"
            onSearch={(v) => update({ keyword: v.trim() })}
          />
          <span className={layout.total}>
            {list.data && !list.isPending ? (
              <>
                共 <b>{totalLabel(list.data.total)}</b> 件产品
              </>
            ) : null}
          </span>
        </div>
        {filters.supplierId ? (
          <div className={layout.chips}>
            <Tag closable onClose={() => update({ supplierId: null })} data-testid="supplier-filter">
              供应商：{supplierName ?? '所选供应商'}
            </Tag>
          </div>
        ) : null}
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={list.data?.list.length === 0}
          emptyText="没有符合条件的产品，换个条件试试"
          rows={10}
        >
          {list.data ? <ProductCards page={list.data} totalLabel={totalLabel} onPage={(pageNum) => update({ pageNum })} /> : null}
        </QueryState>
      </section>
      <aside className={layout.side}>
        <SupplierList title="优质会员" suppliers={premium.data} loading={premium.isPending} testId="premium-members" />
        <SupplierList title="推荐供应商" suppliers={recommended.data} loading={recommended.isPending} testId="recommended-suppliers" />
      </aside>
    </div>
  );
}
