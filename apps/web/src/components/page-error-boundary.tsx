import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button, Result } from 'antd';
import { pageErrorText } from './page-error';

type Props = { children: ReactNode; /** Inside the shell: less space above, the top bar stays usable. */ embedded?: boolean };
type State = { error: unknown };

/**
 * Catches a page that fails to render — most often its script chunk failed to load — and shows what happened with a
 * reload button, never a blank page. Inside the shell one page fails; the menu and tabs keep working.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error ?? new Error('未知错误') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('页面渲染失败', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const { title, detail } = pageErrorText(this.state.error);
    return (
      <Result
        status="warning"
        title={title}
        subTitle={detail}
        style={{ paddingTop: this.props.embedded ? 48 : 120 }}
        data-testid="page-error"
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            重新加载
          </Button>
        }
      />
    );
  }
}
