import { Component, type ReactNode } from 'react';
import i18n from './i18n';

/** Render failures (a stale chunk after a deploy, a bug): a way out instead of a blank page. */
export class CrashBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('Screen failed to render', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <main className="full-center" aria-labelledby="page-title">
        <h1 id="page-title" className="result-h1">
          {i18n.t('error.generic')}
        </h1>
        <p>{i18n.t('error.screenFailed')}</p>
        <button type="button" className="plain-btn" onClick={() => window.location.reload()}>
          {i18n.t('error.reload')}
        </button>
      </main>
    );
  }
}
