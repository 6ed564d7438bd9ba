import type { ReactNode } from 'react';
import { AuditOutlined, CommentOutlined, ExperimentOutlined, IdcardOutlined } from '@ant-design/icons';
import { paths } from '@/config/paths';

/** The operator console's left menu, as data (the frame draws it); one line per page as they come. */
export const ADMIN_MENU: readonly { name: string; to: string; icon: ReactNode }[] = [
  { name: '入驻审核', to: paths.adminSettlements.path, icon: <AuditOutlined /> },
  { name: '实名审核', to: paths.adminRealName.path, icon: <IdcardOutlined /> },
  { name: '评价审核', to: paths.adminEvaluations.path, icon: <CommentOutlined /> },
  { name: '质检申请', to: paths.adminQuality.path, icon: <ExperimentOutlined /> },
];
