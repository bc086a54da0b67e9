import type { Delivery } from '../entities';

/** Pickup as the API answers it when it is the shopper's way of receiving and no address goes with it. */
export const pickupDeliveryFixture = (): Delivery => ({
  id: 'deliverypickup',
  name: 'Самовывоз',
  priority: 1,
  isCourier: false,
  isPickup: true,
  isSelected: true,
  address: null,
});
