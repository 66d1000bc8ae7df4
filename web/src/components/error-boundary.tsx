import { Component, type ReactNode } from 'react';

interface ErrorBoundaryProps {
  /** What shows instead of the children once one of them threw. */
  fallback: (error: unknown) => ReactNode;
  children: ReactNode;
}

/**
 * Catches what its children throw while rendering, code that could not be loaded included, so a
 * failure replaces one part of the page instead of blanking it. The admin app's routes have
 * RouteErrorPage; this serves where no router is (the visitor's chat page and its parts).
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failure: { error: unknown } | null }> {
  override state: { failure: { error: unknown } | null } = { failure: null };

  static getDerivedStateFromError(error: unknown) {
    return { failure: { error } };
  }

  override render() {
    return this.state.failure ? this.props.fallback(this.state.failure.error) : this.props.children;
  }
}
