import { Component, type ComponentClass, type ReactNode } from 'react';
import type { RemoteName } from '@apteka/contracts';
import { reportRemoteError } from '@apteka/ui';

interface State {
  failed: boolean;
}

/**
 * The error boundary of a remote's single-spa parcel (single-spa-react's `errorBoundaryClass`): it shows the parcel's
 * own fallback in its place and reports the error for the remote's version, so a parcel that throws is counted in the
 * canary's figures like a page that throws. The report goes through the shell's copy of `@apteka/ui`, whose reporter
 * knows the version the page loaded.
 */
export function parcelBoundary<Props extends object = object>(
  remote: RemoteName,
  fallback: ReactNode,
): ComponentClass<Props & { children?: ReactNode }> {
  return class ParcelBoundary extends Component<Props & { children?: ReactNode }, State> {
    static displayName = `ParcelBoundary(${remote})`;
    override state: State = { failed: false };

    static getDerivedStateFromError(): State {
      return { failed: true };
    }

    override componentDidCatch(error: Error) {
      reportRemoteError(remote, null, error, 'parcel');
    }

    override render() {
      return this.state.failed ? fallback : this.props.children;
    }
  };
}
