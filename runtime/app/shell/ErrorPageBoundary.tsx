import { Component, type ErrorInfo, type ReactNode } from 'react';
import { i18n } from '../i18n/index.ts';

/** Props of {@link ErrorPageBoundary}. */
export interface ErrorPageBoundaryProps {
  children: ReactNode;
}

/**
 * Last line of defence (app-shell §2): if the error page itself fails, show 'An error occurred
 * while showing the error page' with a plain link home (the router may be what broke).
 */
export class ErrorPageBoundary extends Component<ErrorPageBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('[navigator] error page failed', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <div
        role="alert"
        data-testid="error-page-failed"
        style={{ padding: 48, textAlign: 'center' }}
      >
        <h1 style={{ fontSize: 22 }}>{i18n.t('errors.errorPageFailed')}</h1>
        <a href="/">{i18n.t('errors.goBackHome')}</a>
      </div>
    );
  }
}
