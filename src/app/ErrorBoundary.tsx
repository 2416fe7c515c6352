import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  /** What to render instead of the broken tree (part 1 §2.10: a custom fallback may replace the default). */
  fallback: ReactNode;
  children: ReactNode;
}

/** Catches rendering errors anywhere below it; the error is logged to the console (part 1 §8 "Render failure"). */
export class ErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('Render failure:', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
