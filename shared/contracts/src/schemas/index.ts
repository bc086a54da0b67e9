/** TypeBox schemas of every API payload: the API validates and documents with them, entities.ts derives types from them. */
export * from './common';
export * from './regions';
export * from './stores';
export * from './delivery';
export * from './delivery-actions';
export * from './geo';
export * from './categories';
export * from './customer';
export * from './cart';
export * from './slides';
export * from './system';
export * from './orders';
export * from './products';
export * from './alphabet';
export * from './ads';
export * from './auth';
export * from './account';
