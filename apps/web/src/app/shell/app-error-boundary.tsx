import type { ErrorInfo, ReactNode } from 'react';
import { Component } from 'react';
import { ErrorPage } from '../error-page/error-page';

/** Last line of defence outside the router: a render failure shows the 500 error screen, not a blank page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Unhandled render error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
