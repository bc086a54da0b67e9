import type { ComponentType, ReactElement } from 'react';
import type { AppProps } from 'single-spa';
import type { RemoteMountProps } from '@apteka/contracts';
import { BrandStyles } from '../theme/brand-styles';
import { ErrorBoundary } from '../components/error-boundary';
import { HydrationBoundary } from '../components/hydration-boundary';
import { reportRemoteError } from './remote-errors';

export type RemoteProps = RemoteMountProps & AppProps & { domElement?: HTMLElement };

/**
 * A remote's ids (React's useId) start with its name: the shell and each remote are roots of their own on one page,
 * and the server and the browser must name them alike.
 */
export const identifierPrefix = (remote: string) => `${remote}-`;

/**
 * The element a remote's root renders, the same in the browser and on the server (so the browser can hydrate the
 * server's markup): the brand's theme, an element marked with the remote's name and version (data-boundary,
 * data-version), the generic error boundary (which reports what it caught with the remote and its version), and a
 * hydration boundary: React hydrates the page in small steps.
 */
export function remoteRootElement(
  remote: string,
  version: string,
  Root: ComponentType<RemoteProps>,
  props: RemoteProps,
): ReactElement {
  return (
    <BrandStyles brand={props.brand}>
      <div data-boundary={remote} data-version={version}>
        <ErrorBoundary area={remote} onError={(error) => reportRemoteError(remote, version, error, 'boundary')}>
          <HydrationBoundary>
            <Root {...props} />
          </HydrationBoundary>
        </ErrorBoundary>
      </div>
    </BrandStyles>
  );
}
