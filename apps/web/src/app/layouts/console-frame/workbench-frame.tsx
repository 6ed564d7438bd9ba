import { paths } from '@/config/paths';
import { WORKBENCH_MENU } from '@/features/workbench/menu';
import { ConsoleFrame, type ConsoleConfig } from './console-frame';

const WORKBENCH: ConsoleConfig = {
  kind: 'workbench',
  title: '检测机构工作台',
  menuLabel: '工作台菜单',
  menu: WORKBENCH_MENU,
  access: (roles) => (roles?.institution ? { subtitle: roles.institution.name } : null),
  deniedTitle: '仅限检测机构工作人员访问',
  deniedText: '当前账号不是入驻检测机构的工作人员。',
  notices: { scope: 'institution', to: paths.workbenchNotice.path },
};

/** The institution workbench: staff of a settled institution, its name in the strip. */
export default function WorkbenchFrame() {
  return <ConsoleFrame config={WORKBENCH} />;
}
