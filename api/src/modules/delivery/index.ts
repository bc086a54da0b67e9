/** Delivery: the session's city and delivery mode, pickup pharmacy, courier addresses and time slots, geo lookups. */
export { deliveryModule } from './delivery-module';
export { timeSlotsFor } from './delivery-state';
export { NIGHT_SURCHARGE } from './timeslots';
export { addressProvider, builtinProvider, type AddressProvider } from './address-suggest';
