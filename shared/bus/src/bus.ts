import { createBus, type EventBus } from './create-bus';

/**
 * The one bus of the page. Module Federation shares this package as a singleton, so the shell and
 * every remote import the same module instance and therefore the same bus.
 */
export const bus: EventBus = createBus();
