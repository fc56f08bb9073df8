import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorMessage } from '../components/error-message.js';
import { errorMessageKey } from '../lib/api-error.js';

interface Props {
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

  override render(): ReactNode {
    if (this.state.error !== undefined) {
      return <ErrorMessage messageKey={errorMessageKey(this.state.error)} />;
    }
    return this.props.children;
  }
}
