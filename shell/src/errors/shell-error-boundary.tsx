import { Component, type ReactNode } from 'react';
import { SiteUnavailable } from './site-unavailable';

/** The last line of defence: an unhandled crash of the shell shows the site-unavailable page. */
export class ShellErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error) return <SiteUnavailable error={this.state.error} />;
    return this.props.children;
  }
}
