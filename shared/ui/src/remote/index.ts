export {
  defineRemote,
  type RemoteApi,
  type RemoteDefinition,
  type RemoteOptions,
  type RemoteStore,
  type RootProps,
} from './define-remote';
export { remoteLifecycles } from './remote-lifecycles';
export { routeMismatches } from './routes-against-table';
export { parcelBoundary } from './parcel-boundary';
