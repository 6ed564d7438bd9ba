import type { AdminAdvertForm, AdminAdvertRow } from '@tcm/shared';

/** The advert form's values: the body's fields, blanks as '' (the server stores them as null). */
export type AdvertFormValues = Required<AdminAdvertForm>;

export function advertFormValues(a?: AdminAdvertRow): AdvertFormValues {
  return {
    position: a?.position ?? 'home_banner',
    title: a?.title ?? '',
    subtitle: a?.subtitle ?? '',
    imageUrl: a?.imageUrl ?? '',
    linkUrl: a?.linkUrl ?? '',
    sort: a?.sort ?? 0,
    enabled: a?.enabled ?? true,
  };
}
