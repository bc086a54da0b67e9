import React, { type ComponentType } from 'react';
import { createRoot, type RootOptions } from 'react-dom/client';
import type * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { identifierPrefix, remoteRootElement, type RemoteProps } from './remote-root';
import { hydrateInSteps } from './hydrate-in-steps';
import { reportRemoteError } from './remote-errors';

export type { RemoteProps } from './remote-root';

/** A hydration the server's markup could not take: the browser drew it anew; reported, never silent. */
function reportRecoverable(remote: string) {
  return (error: unknown) => console.error(`[${remote}] the server's markup was drawn anew`, error);
}

/**
 * The single-spa lifecycles of a remote: its root (remoteRootElement) rendered into the element single-spa gives
 * it, or hydrated there when the shell says the element holds this remote's server markup. The version is passed
 * in because this package is shared: a constant compiled here would be the shell's, not the remote's.
 */
export function createRemoteLifecycles(
  remote: string,
  Root: ComponentType<RemoteProps>,
  { version }: { version: string },
) {
  function Wrapped(props: RemoteProps) {
    return remoteRootElement(remote, version, Root, props);
  }
  Wrapped.displayName = `Remote(${remote})`;

  const options: RootOptions = {
    identifierPrefix: identifierPrefix(remote),
    onRecoverableError: reportRecoverable(remote),
  };
  let hydrateNext = false;
  const lifecycles = singleSpaReact<RemoteProps>({
    React,
    // single-spa-react calls these by the render type; ours pass the root options
    ReactDOMClient: {
      createRoot: (element: Element) => createRoot(element, options),
      hydrateRoot: (element: Element, children: React.ReactNode) => hydrateInSteps(element, children, options),
    } as unknown as typeof ReactDOMClient,
    renderType: () => (hydrateNext ? 'hydrateRoot' : 'createRoot'),
    rootComponent: Wrapped,
    errorBoundary: (error) => {
      console.error(`[${remote}] crashed outside its error boundary`, error);
      reportRemoteError(remote, version, error, 'lifecycle');
      return <p role="alert">Oops, there is an error!</p>;
    },
  });

  return {
    bootstrap: lifecycles.bootstrap,
    mount: (props: RemoteProps) => {
      hydrateNext = props.hydrate === true;
      return lifecycles.mount(props);
    },
    unmount: lifecycles.unmount,
    ...(lifecycles.update ? { update: lifecycles.update } : {}),
  };
}
