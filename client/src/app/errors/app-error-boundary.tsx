import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from './error-screen';
import { errorMessage } from './error-message';

interface AppErrorBoundaryProps {
  children: ReactNode;
  /** Returns the app to its home path once the error screen is dismissed. */
  onClear: () => void;
}

interface AppErrorBoundaryState {
  error: unknown;
  failed: boolean;
}

/** Catches what escapes the router's own error handling (providers, toasts), so no error leaves a blank page. */
export class AppErrorBoundary extends Component<AppErrorBoundaryProps, AppErrorBoundaryState> {
  override state: AppErrorBoundaryState = { error: undefined, failed: false };

  static getDerivedStateFromError(error: unknown): AppErrorBoundaryState {
    return { error, failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  private readonly clear = () => {
    this.props.onClear();
    this.setState({ error: undefined, failed: false });
  };

  override render() {
    if (this.state.failed) return <ErrorScreen message={errorMessage(this.state.error)} onClear={this.clear} />;
    return this.props.children;
  }
}
