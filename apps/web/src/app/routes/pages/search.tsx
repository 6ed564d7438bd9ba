import { useSearchParams } from 'react-router';
import { UnderConstruction } from '@/components/under-construction/under-construction';
import { useRouteMeta } from '@/app/routes/route-meta';

/** 搜索: built by a later issue; shows the text it received (§2 searchStr). */
export default function SearchPage() {
  const [params] = useSearchParams();
  const searchStr = params.get('searchStr') ?? '';
  return (
    <UnderConstruction title={useRouteMeta().title}>
      {searchStr ? (
        <span data-testid="search-str">
          搜索关键词：<strong>{searchStr}</strong>
        </span>
      ) : (
        <span data-testid="search-str">未输入搜索关键词</span>
      )}
    </UnderConstruction>
  );
}
