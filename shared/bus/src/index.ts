export { createBus, INITIAL_BUS_STATE, type EventBus } from './create-bus';
export { bus } from './bus';
export { useBusState } from './use-bus-state';
export { currentLocationKey, useLocationKey, withoutLocationKey, type LocationKey } from './location-key';
export { BusContext, useBus } from './bus-context';
