import { paths } from '@/config/paths';
import { ADMIN_MENU } from '@/features/admin/menu';
import { ConsoleFrame, type ConsoleConfig } from './console-frame';

const ADMIN: ConsoleConfig = {
  kind: 'admin',
  title: '平台运营管理',
  menuLabel: '运营菜单',
  menu: ADMIN_MENU,
  access: (roles) => (roles?.operator ? { subtitle: '' } : null),
  deniedTitle: '仅限平台运营人员访问',
  deniedText: '当前账号不是平台运营人员。',
  notices: { scope: 'operator', to: paths.adminNotice.path },
};

/** The platform operator console: operators only. */
export default function AdminFrame() {
  return <ConsoleFrame config={ADMIN} />;
}
