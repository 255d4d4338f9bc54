import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PageMeta } from '../components/PageMeta';
import { commonTexts } from '../components/texts';
import { paths } from '../config/paths';
import { useTexts } from '../i18n/texts';
import { isChunkLoadError } from './lazyPage';

/** What a visitor sees instead of a blank page when a page fails to load or render. */
export function RouteErrorView({ error }: { error: unknown }) {
  // The shared words arrive before the app starts (main.tsx), so this view never waits for them.
  const common = useTexts(commonTexts);
  const t = common.routeError;
  const chunkFailed = isChunkLoadError(error);
  const title = chunkFailed ? t.chunkTitle : t.title;
  const detail = chunkFailed ? t.chunkDetail : t.detail;

  return (
    <section className="container page">
      <PageMeta title={title} description={detail} />
      <h1>{title}</h1>
      <p className="lead">{detail}</p>
      <div className="card-actions">
        <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
          {t.reload}
        </button>
        <Link className="btn btn-secondary" to={paths.home.href()} reloadDocument>
          {common.page.goToHomepage}
        </Link>
      </div>
    </section>
  );
}

interface Props {
  children: ReactNode;
}

interface State {
  error: unknown;
  failed: boolean;
}

/**
 * Catches a page's render or chunk-load error so the shell stays usable.
 * The layout keys it by path, so moving to another page starts afresh.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  state: State = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    // A failed chunk is expected after a deploy; anything else is a bug worth seeing.
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }

  render() {
    return this.state.failed ? <RouteErrorView error={this.state.error} /> : this.props.children;
  }
}
