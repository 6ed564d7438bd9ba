import { Link } from 'react-router';
import { DEFAULT_PAGE_SIZE } from '@tcm/shared';
import { PageHeading } from '@/components/page-heading/page-heading';
import { useRouteMeta } from '@/app/routes/route-meta';
import { paths } from '@/config/paths';
import { QueryState } from '@/components/query-state/query-state';
import { useDirectory } from '@/features/institutions/api/find-settle-company';
import { useServiceCategories } from '@/features/institutions/api/query-service-category';
import { DirectoryFilterBar } from '@/features/institutions/components/directory-filter-bar';
import { InstitutionCards } from '@/features/institutions/components/institution-cards';
import { SortBar } from '@/features/institutions/components/sort-bar';
import { useDirectoryFilters } from '@/features/institutions/hooks/use-directory-filters';
import styles from './organization.module.css';

/**
 * 检测机构 ?region=&province=&qualification=&categoryId=&testKeyword=&keyword=&sort=&pageNum=:
 * the directory of listed institutions; the address holds every filter (?variety= from the
 * pharmacopoeia pages reads as testKeyword).
 */
export default function OrganizationPage() {
  const { title } = useRouteMeta();
  const [filters, update] = useDirectoryFilters();
  const categories = useServiceCategories();
  const list = useDirectory({
    region: filters.region ?? undefined,
    province: filters.province ?? undefined,
    qualification: filters.qualification ?? undefined,
    categoryId: filters.categoryId ?? undefined,
    testKeyword: filters.testKeyword || undefined,
    keyword: filters.keyword || undefined,
    sort: filters.sort,
    pageNum: filters.pageNum,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  return (
    <section className={styles.card}>
      <PageHeading
        title={title}
        extra={
          <span className={styles.join}>
            <Link to={paths.organizationIntroduce.getHref()}>机构入驻说明</Link>
            {/* §2: the application is entered with a full page load. */}
            <a href={paths.organizationSettlement.getHref()}>申请入驻 →</a>
          </span>
        }
      />
      <DirectoryFilterBar filters={filters} categories={categories.data ?? []} onChange={update} />
      <SortBar sort={filters.sort} total={list.data && !list.isPending ? list.data.total : null} onSort={(sort) => update({ sort })} />
      <div className={styles.body}>
        <QueryState
          isPending={list.isPending}
          isError={list.isError}
          isEmpty={list.data?.list.length === 0}
          emptyText="没有符合条件的检测机构，换个条件试试"
          rows={10}
        >
          {list.data ? <InstitutionCards page={list.data} onPage={(pageNum) => update({ pageNum })} /> : null}
        </QueryState>
      </div>
    </section>
  );
}
