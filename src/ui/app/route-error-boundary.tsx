import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from '../components/error-message.js';
import { errorMessageKey } from '../lib/api-error.js';
import { ChunkLoadError } from './lazy-page.js';
import { ScreenLoadFailure } from './screen-load-failure.js';

interface Props {
  /** Loads the screen again after its chunk failed to arrive. */
  onRetry?: (() => void) | undefined;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/** Catches a screen that failed to load or render, so the shell stays usable. */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: undefined };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly retry = () => {
    this.props.onRetry?.();
    this.setState({ error: undefined });
  };

  override render(): ReactNode {
    const { error } = this.state;
    if (error instanceof ChunkLoadError) return <ScreenLoadFailure onRetry={this.retry} />;
    if (error !== undefined) return <ErrorMessage messageKey={errorMessageKey(error)} />;
    return this.props.children;
  }
}
