import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import { theme } from '@/components/antd-scope/antd-scope';
import { UnlockAccountDialog } from './unlock-account-dialog';

/**
 * The 短信解锁 dialog (antd) for the login page, which renders no antd: its
 * own chunk, with antd's locale, brand theme and App around it, so the page's
 * first load stays without antd (issue #18).
 */
export default function UnlockAccountDialogScoped(props: Parameters<typeof UnlockAccountDialog>[0]) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <App component={false}>
        <UnlockAccountDialog {...props} />
      </App>
    </ConfigProvider>
  );
}
