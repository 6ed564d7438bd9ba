import type { ReactNode } from 'react';
import { AppstoreOutlined, BankOutlined, CommentOutlined, FileTextOutlined, LockOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';

export interface WorkbenchMenuItem {
  name: string;
  to: string;
  icon: ReactNode;
}

/**
 * The workbench's left menu, as data: the frame draws whatever is here, so 检测服务, 机构资料,
 * 评价 and 报告 are one line each when their pages come.
 */
export const WORKBENCH_MENU: readonly WorkbenchMenuItem[] = [
  { name: '订单管理', to: paths.workbenchOrders.path, icon: <FileTextOutlined /> },
  { name: '检测服务', to: paths.workbenchServices.path, icon: <AppstoreOutlined /> },
  { name: '机构资料', to: paths.workbenchProfile.path, icon: <BankOutlined /> },
  { name: '评价管理', to: paths.workbenchEvaluations.path, icon: <CommentOutlined /> },
  { name: '账号安全', to: paths.workbenchSecurity.path, icon: <LockOutlined /> },
];
