import { DEFAULT_PAGE_SIZE, searchTotalLabel } from '@tcm/shared';
import { SearchInput } from '@/components/lite/search-input/search-input';
import { Tag } from '@/components/lite/tag/tag';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { QueryState } from '@/components/query-state/query-state';
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

// antd's CloseOutlined, the closable tag's cross.
const CLOSE =
  'M563.8 512l262.5-312.9c4.4-5.2.7-13.1-6.1-13.1h-79.8c-4.7 0-9.2 2.1-12.3 5.7L511.6 449.8 295.1 191.7c-3-3.6-7.5-5.7-12.3-5.7H203c-6.8 0-10.5 7.9-6.1 13.1L459.4 512 196.9 824.9A7.95 7.95 0 00203 838h79.8c4.7 0 9.2-2.1 12.3-5.7l216.5-258.1 216.5 258.1c3 3.6 7.5 5.7 12.3 5.7h79.8c6.8 0 10.5-7.9 6.1-13.1L563.8 512z';

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
          <SearchInput
            key={filters.keyword}
            className={styles.search}
            defaultValue={filters.keyword}
            placeholder="搜索产品名称、产地或规格"
            buttonText="搜索"
            allowClear
            maxLength={50}
            ariaLabel="搜索产品"
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
            <Tag data-testid="supplier-filter">
              供应商：{supplierName ?? '所选供应商'}
              <button type="button" className={styles.chipClose} aria-label="清除供应商筛选" onClick={() => update({ supplierId: null })}>
                <svg viewBox="64 64 896 896" width="10" height="10" fill="currentColor" focusable="false" aria-hidden="true">
                  <path d={CLOSE} />
                </svg>
              </button>
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
