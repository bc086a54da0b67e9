import { createApiClient } from './create-client';

/** The page's client for the product's own API under /api. */
export const api = createApiClient('/api');
