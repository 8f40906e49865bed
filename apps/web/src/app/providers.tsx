import { useEffect, useMemo, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
// Every antd component's styles, prebuilt: with zeroRuntime below the browser no longer generates them on first
// render (about 200 kB of CSS on /login alone). Imported before global.css, which overrides some of them.
import 'antd/dist/antd.css';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { feedback } from '@/lib/feedback';
import { useSettingsStore } from '@/lib/settings-store';
import { appTheme } from './theme';

dayjs.locale('zh-cn');

const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false, staleTime: 10_000 } },
});

/** Hands antd's themed message/modal to code outside React (the request wrapper). */
function FeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  useEffect(() => {
    feedback.message = message;
    feedback.modal = modal;
  }, [message, modal]);
  return null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useSettingsStore((s) => s.theme);
  const themeConfig = useMemo(() => ({ ...appTheme(theme), zeroRuntime: true }), [theme]);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  return (
    <ConfigProvider locale={zhCN} theme={themeConfig}>
      <AntdApp>
        <FeedbackBridge />
        <QueryClientProvider client={queryClient}>
          <BrowserRouter>{children}</BrowserRouter>
        </QueryClientProvider>
      </AntdApp>
    </ConfigProvider>
  );
}
