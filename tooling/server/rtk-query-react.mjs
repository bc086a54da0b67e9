// What server bundles get for '@reduxjs/toolkit/query/react': the same module, with createApi's hooks starting their
// queries during render, so a server render's pass starts every query the page asks for (effects never run there).
// A server render draws its page in a few passes, each one a mount to RTK Query: a query asked to be fetched anew
// on every mount would be fetched again in every pass and never settle, so on the server it is fetched once.
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

export * from '@reduxjs/toolkit/query/react';

const createApiWithRenderEffects = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: true }),
);

const QUERY_HOOK = /^use\w*Query$/;

function fetchedOncePerRender(hook) {
  const wrapped = (arg, options) => hook(arg, options && { ...options, refetchOnMountOrArgChange: false });
  return Object.assign(wrapped, { fetchedOnce: true });
}

function wrapQueryHooks(target) {
  for (const [name, value] of Object.entries(target)) {
    if (QUERY_HOOK.test(name) && typeof value === 'function' && !value.fetchedOnce)
      target[name] = fetchedOncePerRender(value);
  }
}

function withOncePerRenderHooks(api) {
  wrapQueryHooks(api);
  Object.values(api.endpoints).forEach(wrapQueryHooks);
  return api;
}

function createApiFetchingOnce(options) {
  const api = withOncePerRenderHooks(createApiWithRenderEffects(options));
  // endpoints injected later (a feature's own) get the same hooks
  const { injectEndpoints, enhanceEndpoints } = api;
  api.injectEndpoints = (...args) => withOncePerRenderHooks(injectEndpoints(...args));
  api.enhanceEndpoints = (...args) => withOncePerRenderHooks(enhanceEndpoints(...args));
  return api;
}

export const createApi = createApiFetchingOnce;
