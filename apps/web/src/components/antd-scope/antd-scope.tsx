import { useEffect, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { BRAND_COLOR } from '@/config/site';
import { registerNotifier } from '@/lib/notifier';

/**
 * Ant Design's context for the pages: Chinese locale, the brand theme and
 * antd's `App` (message, modal, notification with that theme). Its own chunk,
 * loaded with the first page (lib/lazy-page) or the first toast
 * (lib/notifier): the shell itself carries no antd.
 */

dayjs.locale('zh-cn');

const FONT_FAMILY =
  "-apple-system, BlinkMacSystemFont, 'PingFang SC', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Helvetica Neue', Arial, sans-serif";

export const theme = {
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
      success: (text, key, link) => {
        const content = link ? (
          <>
            {text}
            <a onClick={link.onClick}>{link.text}</a>
          </>
        ) : (
          text
        );
        void message.success(key ? { content, key } : content);
      },
      warning: (text) => {
        void message.warning(text);
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

/**
 * antd's theme, locale and App for one part of a page without antd (a dialog opened from a lite
 * list): no notifier bridge — the scope beside the pages already answers the request client's
 * toasts, and a second bridge would take that away when the part closes.
 */
export function AntdContext({ children }: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp>{children}</AntdApp>
    </ConfigProvider>
  );
}

export function AntdScope({ children }: { children?: ReactNode }) {
  return (
    <ConfigProvider locale={zhCN} theme={theme}>
      <AntdApp>
        <NotifierBridge />
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
