import { Component, type ReactNode } from 'react';

/** A map whose code cannot be downloaded (even after retries) degrades instead of breaking the page. */
export class MapErrorBoundary extends Component<
  { onError?: () => void; fallback?: ReactNode; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError?.();
  }

  override render() {
    return this.state.failed ? (this.props.fallback ?? null) : this.props.children;
  }
}
