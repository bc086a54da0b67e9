export { createApiClient, loadHttpClientAhead, type ApiClient, type ApiClientOptions } from './create-client';
export { ApiError, isApiError } from './api-error';
export { apiBaseQuery, isTransient, type ApiRequest, type BaseQueryError } from './base-query';
export { storeBaseQuery, errorText, fieldError, type ApiExtra } from './store-base-query';
export { api } from './page-client';
export { createRemoteStore, pageStore, type RemoteStoreOptions } from './remote-store';
export { categoryTreeEndpoint, CATEGORY_TREE_SECONDS } from './endpoints/category-tree';
export { isRefusedAttempt, newIdempotencyKey } from './idempotency-key';
export { serverApiClient } from './server-client';
export { peekFirstAnswer } from './first-answers';
export {
  askAgainOnThisVisit,
  askAheadForVisit,
  ASKED_AHEAD_MS,
  extractServerState,
  hydrateServerState,
  takeServerState,
  resetServerState,
} from './server-state';
