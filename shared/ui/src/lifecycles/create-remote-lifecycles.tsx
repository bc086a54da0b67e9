import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import type { RemoteMountProps } from '@apteka/contracts';
import { BrandStyles } from '../theme/brand-styles';
import { ErrorBoundary } from '../components/error-boundary';

export type RemoteProps = RemoteMountProps & AppProps & { domElement?: HTMLElement };

/**
 * The single-spa lifecycles of a remote: its root rendered with the brand's theme, inside the
 * generic error boundary, in an element marked with the remote's name and version (data-boundary,
 * data-version). The version is passed in because this package is shared: a constant compiled
 * here would be the shell's, not the remote's.
 */
export function createRemoteLifecycles(
  remote: string,
  Root: ComponentType<RemoteProps>,
  { version }: { version: string },
) {
  function Wrapped(props: RemoteProps) {
    return (
      <BrandStyles brand={props.brand}>
        <div data-boundary={remote} data-version={version}>
          <ErrorBoundary area={remote}>
            <Root {...props} />
          </ErrorBoundary>
        </div>
      </BrandStyles>
    );
  }
  Wrapped.displayName = `Remote(${remote})`;

  return singleSpaReact<RemoteProps>({
    React,
    ReactDOMClient,
    renderType: 'createRoot',
    rootComponent: Wrapped,
    errorBoundary: (error) => {
      console.error(`[${remote}] crashed outside its error boundary`, error);
      return <p role="alert">Oops, there is an error!</p>;
    },
  });
}
