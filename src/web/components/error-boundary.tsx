import { Component, type ErrorInfo, type ReactNode } from 'react';
import { AlertIcon } from './icons';

interface ErrorBoundaryProps {
  children: ReactNode;
  /** When this value changes (e.g. the location), a shown error is cleared. */
  resetKey?: unknown;
}

interface ErrorBoundaryState {
  error: unknown;
}

/** A lazily loaded chunk that failed to download (new deploy, offline): only a reload can fetch it again. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
      error.message,
    )
  );
}

/** Catches render errors below it and shows a designed error state with a retry. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, ErrorBoundaryState> {
  state: ErrorBoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): ErrorBoundaryState {
    return { error: error ?? new Error('Unknown error') };
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Unexpected error while rendering', error, info.componentStack);
  }

  componentDidUpdate(prev: ErrorBoundaryProps) {
    if (this.state.error && prev.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  retry = () => {
    if (isChunkLoadError(this.state.error)) {
      window.location.reload();
      return;
    }
    this.setState({ error: null });
  };

  render() {
    if (!this.state.error) return this.props.children;
    const offline = isChunkLoadError(this.state.error);
    return (
      <div className="state state--error" role="alert">
        <AlertIcon size={40} className="state__icon" />
        <h2 className="state__title">{offline ? 'This page could not be loaded' : 'Something went wrong'}</h2>
        <p className="state__text">
          {offline
            ? 'Please check your internet connection, then try again.'
            : 'An unexpected error stopped this page from showing. Please try again.'}
        </p>
        <div className="state__actions">
          <button type="button" className="btn btn--primary" onClick={this.retry}>
            Try again
          </button>
          <a className="btn btn--ghost" href="/">
            Go to the home page
          </a>
        </div>
      </div>
    );
  }
}
