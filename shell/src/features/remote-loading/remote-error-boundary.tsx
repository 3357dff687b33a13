import { Component, type ErrorInfo, type ReactNode } from 'react';
import { failureKindOf, reportModuleError } from './report-module-error';

interface RemoteErrorBoundaryProps {
  readonly children: ReactNode;
  /** The remote whose page this is (its federation name), named in the report of its failure. */
  readonly remote: string;
  /** Rendered instead of the children once they have thrown. */
  readonly fallback: (retry: () => void) => ReactNode;
  /** Called when the visitor asks to try again, after the boundary has cleared its error. */
  readonly onRetry: () => void;
}

interface RemoteErrorBoundaryState {
  readonly failed: boolean;
}

/** Keeps a failing page (load error or render exception) inside the page area. */
export class RemoteErrorBoundary extends Component<RemoteErrorBoundaryProps, RemoteErrorBoundaryState> {
  override state: RemoteErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): RemoteErrorBoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    // Reported, not thrown: the frame and every other route keep working.
    console.warn('[shell] page indisponible :', error.message, info.componentStack ?? '');
    reportModuleError(this.props.remote, failureKindOf(error), error);
  }

  private readonly retry = () => {
    this.setState({ failed: false });
    this.props.onRetry();
  };

  override render() {
    return this.state.failed ? this.props.fallback(this.retry) : this.props.children;
  }
}
