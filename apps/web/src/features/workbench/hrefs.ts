import { paths } from '@/config/paths';

export const workbenchOrderHref = (id: number) => paths.workbenchOrderDetail.getHref(id);
