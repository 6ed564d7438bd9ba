import type { ReactNode } from 'react';
import {
  AuditOutlined,
  BookOutlined,
  CommentOutlined,
  DashboardOutlined,
  DatabaseOutlined,
  ExperimentOutlined,
  FileProtectOutlined,
  FileSearchOutlined,
  LockOutlined,
  IdcardOutlined,
  PictureOutlined,
  QuestionCircleOutlined,
  ReadOutlined,
  SafetyCertificateOutlined,
  ShoppingOutlined,
} from '@ant-design/icons';
import { paths } from '@/config/paths';

/** The operator console's left menu, as data (the frame draws it); one line per page as they come. */
export const ADMIN_MENU: readonly { name: string; to: string; icon: ReactNode }[] = [
  { name: '数据看板', to: paths.adminDashboard.path, icon: <DashboardOutlined /> },
  { name: '入驻审核', to: paths.adminSettlements.path, icon: <AuditOutlined /> },
  { name: '实名审核', to: paths.adminRealName.path, icon: <IdcardOutlined /> },
  { name: '评价审核', to: paths.adminEvaluations.path, icon: <CommentOutlined /> },
  { name: '质检申请', to: paths.adminQuality.path, icon: <ExperimentOutlined /> },
  { name: '商品审核', to: paths.adminProducts.path, icon: <ShoppingOutlined /> },
  { name: '资讯管理', to: paths.adminArticles.path, icon: <ReadOutlined /> },
  { name: '广告管理', to: paths.adminAdverts.path, icon: <PictureOutlined /> },
  { name: '帮助问答', to: paths.adminHelp.path, icon: <QuestionCircleOutlined /> },
  { name: '协议管理', to: paths.adminProtocols.path, icon: <FileProtectOutlined /> },
  { name: '数据字典', to: paths.adminDictionary.path, icon: <DatabaseOutlined /> },
  { name: '质量标准', to: paths.adminStandards.path, icon: <SafetyCertificateOutlined /> },
  { name: '药典品种', to: paths.adminMonographs.path, icon: <BookOutlined /> },
  { name: '操作日志', to: paths.adminAudit.path, icon: <FileSearchOutlined /> },
  { name: '账号安全', to: paths.adminSecurity.path, icon: <LockOutlined /> },
];
