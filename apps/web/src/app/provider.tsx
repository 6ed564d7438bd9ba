import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { BRAND_COLOR } from '@/config/site';
import { registerNotifier } from '@/lib/notifier';
import { queryClient } from '@/lib/query-client';

dayjs.locale('zh-cn');

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

const theme = {
  token: {
    colorPrimary: BRAND_COLOR,
    colorLink: BRAND_COLOR,
    colorInfo: BRAND_COLOR,
    borderRadius: 4,
    fontFamily: FONT_FAMILY,
  },
};

/** Hands antd's context-aware message and modal to the request client. */
function NotifierBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    registerNotifier({
      error: (text) => {
        void message.error(text);
      },
      alertError: (title, onClose) => {
        let closed = false;
        const closeOnce = () => {
          if (closed) return;
          closed = true;
          onClose();
        };
        modal.error({ title, okText: '关闭', closable: true, onOk: closeOnce, onCancel: closeOnce, afterClose: closeOnce });
      },
    });
    return () => registerNotifier(null);
  }, [message, modal]);
  return null;
}

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp>
        <NotifierBridge />
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
