// What server bundles get for '@reduxjs/toolkit/query/react': the same module, with createApi's hooks starting their
// queries during render, so a server render's pass starts every query the page asks for (effects never run there).
import { buildCreateApi, coreModule } from '@reduxjs/toolkit/query';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';

export * from '@reduxjs/toolkit/query/react';

export const createApi = buildCreateApi(coreModule(), reactHooksModule({ unstable__sideEffectsInRender: true }));
