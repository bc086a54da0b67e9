import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Button } from './button';

interface Props {
  children: ReactNode;
  /** Where the crash happened, for the log. */
  area: string;
  onError?: (error: Error, info: ErrorInfo) => void;
}

interface State {
  error: Error | null;
}

/** Route changes of any router on the page: single-spa and react-router both fire these. */
const ROUTE_EVENTS = ['single-spa:routing-event', 'popstate'] as const;

/**
 * The generic error boundary: 'Oops, there is an error!' with 'Try again?'.
 * It clears when the button is pressed and on the next route change.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };
  private path = typeof window === 'undefined' ? '' : window.location.pathname;

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidMount() {
    ROUTE_EVENTS.forEach((name) => window.addEventListener(name, this.handleRouteChange));
  }

  override componentWillUnmount() {
    ROUTE_EVENTS.forEach((name) => window.removeEventListener(name, this.handleRouteChange));
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    this.path = window.location.pathname;
    console.error(`[${this.props.area}] render failed`, error, info.componentStack);
    this.props.onError?.(error, info);
  }

  private handleRouteChange = () => {
    if (this.state.error && window.location.pathname !== this.path) this.reset();
  };

  reset = () => this.setState({ error: null });

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert" data-error-boundary={this.props.area} css={{ padding: '32px 16px', textAlign: 'center' }}>
        <p css={{ fontSize: 20, margin: '0 0 16px' }}>Oops, there is an error!</p>
        <Button onClick={this.reset}>Try again?</Button>
      </div>
    );
  }
}
