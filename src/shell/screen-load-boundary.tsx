import { Component, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What the boundary does to load the screen again: a page reload (the app restores everything it persists). */
export interface ScreenLoadBoundaryProps {
  children: ReactNode;
  /** Loads the app again; `window.location.reload` by default. */
  reload?: () => void;
  /** The window whose 'online' event reloads on its own once the connection is back. */
  target?: Window;
}

interface State {
  failed: boolean;
}

function ScreenUnavailable({ reload }: { reload: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="screen-unavailable" role="alert">
      <p>{t('app.screenUnavailable')}</p>
      <button type="button" className="button button--primary" onClick={reload}>
        {t('common.retry')}
      </button>
    </div>
  );
}

/**
 * A screen's code is fetched on its first visit (route groups, docs/performance.md). When that fetch fails (no
 * connection), React would unmount the whole app and leave a blank page; this boundary keeps the shell, says what
 * happened, and offers 'Intentar nuevamente'. React caches a failed lazy import for the page's life, so loading
 * again means reloading the page: everything the diner did is persisted (cart, branch, checkout, payment id), so
 * nothing is lost. Back online, the reload happens on its own.
 */
export class ScreenLoadBoundary extends Component<ScreenLoadBoundaryProps, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  private readonly reload = () => (this.props.reload ?? (() => window.location.reload()))();

  private listening = false;

  /** Back online, the app loads again (once). The error may arrive on mounting (a chunk that failed before). */
  private listenForConnection() {
    if (!this.state.failed || this.listening) return;
    this.listening = true;
    (this.props.target ?? window).addEventListener('online', this.reload, { once: true });
  }

  override componentDidMount() {
    this.listenForConnection();
  }

  override componentDidUpdate() {
    this.listenForConnection();
  }

  override componentWillUnmount() {
    (this.props.target ?? window).removeEventListener('online', this.reload);
  }

  override render() {
    return this.state.failed ? <ScreenUnavailable reload={this.reload} /> : this.props.children;
  }
}
