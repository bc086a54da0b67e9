// What server bundles get for '@reduxjs/toolkit/query/react': the same module, with createApi's hooks starting their
// queries during render, so a server render's pass starts every query the page asks for (effects never run there).
// A server render draws its page in a few passes, each one a mount to RTK Query, and RTK Query starts a query anew
// on a mount unless it holds an answer: so on the server a query is asked once per render, and one that failed
// keeps its failure (a 404 or a 410 is drawn as such, not as a request still under way).
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

export * from '@reduxjs/toolkit/query/react';

const createApiWithRenderEffects = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: true }),
);

const capitalize = (name) => name.charAt(0).toUpperCase() + name.slice(1);

function askedOncePerRender({ useQuery, useQueryState }) {
  const asked = (arg, options) => {
    const known = useQueryState(arg, { skip: options?.skip });
    const failed = known.isError;
    const result = useQuery(arg, { ...options, refetchOnMountOrArgChange: false, ...(failed ? { skip: true } : {}) });
    return failed ? { ...result, ...known } : result;
  };
  return Object.assign(asked, { askedOnce: true });
}

function withOncePerRenderHooks(api) {
  for (const [name, endpoint] of Object.entries(api.endpoints)) {
    if (typeof endpoint.useQuery !== 'function' || endpoint.useQuery.askedOnce) continue;
    endpoint.useQuery = askedOncePerRender(endpoint);
    api[`use${capitalize(name)}Query`] = endpoint.useQuery;
  }
  return api;
}

function createApiAskingOnce(options) {
  const api = withOncePerRenderHooks(createApiWithRenderEffects(options));
  // endpoints injected later (a feature's own) get the same hooks
  const { injectEndpoints, enhanceEndpoints } = api;
  api.injectEndpoints = (...args) => withOncePerRenderHooks(injectEndpoints(...args));
  api.enhanceEndpoints = (...args) => withOncePerRenderHooks(enhanceEndpoints(...args));
  return api;
}

export const createApi = createApiAskingOnce;
