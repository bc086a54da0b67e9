export { productCardFixture } from './product-card';
export { orderFixture } from './order';
export { pickupDeliveryFixture } from './delivery';
