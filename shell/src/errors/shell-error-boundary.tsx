import { Component, Suspense, type ReactNode } from 'react';
import { LazySiteUnavailable } from '../app/later-parts';

/** The last line of defence: an unhandled crash of the shell shows the site-unavailable page. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error)
      return (
        <Suspense fallback={null}>
          <LazySiteUnavailable error={this.state.error} />
        </Suspense>
      );
    return this.props.children;
  }
}
