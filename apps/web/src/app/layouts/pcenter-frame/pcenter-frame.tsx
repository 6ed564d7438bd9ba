import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AccountBookOutlined, AppstoreOutlined, AreaChartOutlined, BellOutlined, EnvironmentOutlined, FileTextOutlined, IdcardOutlined, MessageOutlined, ProfileOutlined, ShopOutlined, StarOutlined, UserOutlined } from '@ant-design/icons';
import { PageSpinner } from '@/components/page-spinner/page-spinner';
import { SideMenu, type SideMenuItem } from '@/components/side-menu/side-menu';
import { paths } from '@/config/paths';
import { UnreadBadge } from '@/features/notices/components/unread-badge';
import { displayNameOf, useSession } from '@/lib/session';
import styles from './pcenter-frame.module.css';

const MENU: readonly SideMenuItem[] = [
  { name: '基本信息', to: paths.pcenterBaseInfo.path, icon: <UserOutlined /> },
  { name: '订单管理', to: paths.pcenterOrder.path, icon: <FileTextOutlined /> },
  { name: '消息中心', to: paths.pcenterNotice.path, icon: <BellOutlined />, badge: <UnreadBadge scope="member" /> },
  { name: '我的报告', to: paths.pcenterReport.path, icon: <ProfileOutlined /> },
  { name: '质量分析', to: paths.pcenterQuality.path, icon: <AreaChartOutlined /> },
  { name: '我的收藏', to: paths.pcenterCollect.path, icon: <StarOutlined /> },
  { name: '常用检测项目', to: paths.pcenterPackage.path, icon: <AppstoreOutlined /> },
  { name: '我的产品', to: paths.pcenterProduct.path, icon: <ShopOutlined /> },
  { name: '常用地址', to: paths.pcenterAddress.path, icon: <EnvironmentOutlined /> },
  { name: '我的发票', to: paths.pcenterInvoice.path, icon: <AccountBookOutlined /> },
  { name: '发票抬头', to: paths.pcenterInvoiceTitle.path, icon: <IdcardOutlined /> },
  { name: '短信提醒设置', to: paths.pcenterSmsSettings.path, icon: <MessageOutlined /> },
];

/** §2 personal centre: the member's left menu beside the routed page. */
export default function PcenterFrame() {
  const session = useSession();
  const name = displayNameOf(session) ?? '';
  return (
    <div className={styles.frame}>
      <aside className={styles.side}>
        <div className={styles.user}>
          <span className={styles.avatar} aria-hidden="true">
            {name.slice(0, 1).toUpperCase() || <UserOutlined />}
          </span>
          <span className={styles.userName} title={name}>
            {name}
          </span>
          <span className={styles.userHint}>个人中心</span>
        </div>
        <SideMenu label="个人中心菜单" items={MENU} />
      </aside>
      <div className={styles.content}>
        <Suspense fallback={<PageSpinner className={styles.loading} />}>
          <Outlet />
        </Suspense>
      </div>
    </div>
  );
}
