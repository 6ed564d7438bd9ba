import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  INSTITUTION_SORTS,
  PROVINCES,
  QUALIFICATION_FLAG,
  REGIONS,
  type InstitutionSort,
  type QualificationFlag,
  type Region,
} from '@tcm/shared';

/** The /organization directory's state; it lives in the address so reload and back keep it. */
export interface DirectoryFilters {
  region: Region | null;
  province: string | null;
  qualification: QualificationFlag | null;
  categoryId: number | null;
  /** What it can test: a test item or a variety (the pharmacopoeia links with ?variety=). */
  testKeyword: string;
  /** Institution name. */
  keyword: string;
  sort: InstitutionSort;
  pageNum: number;
}

function positiveInt(raw: string | null): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n > 0 ? n : null;
}

const isRegion = (v: string | null): v is Region => v !== null && Object.hasOwn(REGIONS, v);

export function readDirectoryFilters(params: URLSearchParams): DirectoryFilters {
  const region = params.get('region');
  const province = params.get('province');
  const qualification = Number(params.get('qualification'));
  const sort = params.get('sort') as InstitutionSort | null;
  const validRegion = isRegion(region) ? region : null;
  // A province outside the chosen region could never match: it is dropped, not sent.
  const validProvince =
    province && PROVINCES.includes(province) && (!validRegion || (REGIONS[validRegion] as readonly string[]).includes(province)) ? province : null;
  return {
    region: validRegion,
    province: validProvince,
    qualification: qualification === QUALIFICATION_FLAG.CMA || qualification === QUALIFICATION_FLAG.CNAS ? qualification : null,
    categoryId: positiveInt(params.get('categoryId')),
    testKeyword: (params.get('testKeyword') ?? params.get('variety') ?? '').trim().slice(0, 50),
    keyword: (params.get('keyword') ?? '').trim().slice(0, 50),
    sort: sort && INSTITUTION_SORTS.includes(sort) ? sort : 'rating',
    pageNum: positiveInt(params.get('pageNum')) ?? 1,
  };
}

/** The address of a filter state: empty filters, the default sort and page 1 are left out. */
export function writeDirectoryFilters(f: DirectoryFilters): URLSearchParams {
  const query = new URLSearchParams();
  if (f.region) query.set('region', f.region);
  if (f.province) query.set('province', f.province);
  if (f.qualification) query.set('qualification', String(f.qualification));
  if (f.categoryId) query.set('categoryId', String(f.categoryId));
  if (f.testKeyword) query.set('testKeyword', f.testKeyword);
  if (f.keyword) query.set('keyword', f.keyword);
  if (f.sort !== 'rating') query.set('sort', f.sort);
  if (f.pageNum > 1) query.set('pageNum', String(f.pageNum));
  return query;
}

/**
 * The filters and a setter. Changing a filter goes back to page 1; each change is a
 * history entry, so the back button undoes it. Choosing a region clears a province
 * from another region.
 */
export function useDirectoryFilters(): [DirectoryFilters, (patch: Partial<DirectoryFilters>) => void] {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => readDirectoryFilters(params), [params]);
  const update = useCallback(
    (patch: Partial<DirectoryFilters>) => {
      const next = { ...filters, ...patch, pageNum: patch.pageNum ?? 1 };
      setParams(writeDirectoryFilters(readDirectoryFilters(writeDirectoryFilters(next))));
    },
    [filters, setParams],
  );
  return [filters, update];
}
