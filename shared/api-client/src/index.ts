import { createApiClient } from './create-client';

export { createApiClient, type ApiClient } from './create-client';
export { ApiError, isApiError } from './api-error';
export { apiBaseQuery, isTransient, type ApiRequest, type BaseQueryError } from './base-query';

/** The page's client for the product's own API under /api. */
export const api = createApiClient('/api');
export { storeBaseQuery, errorText, type ApiExtra } from './store-base-query';
