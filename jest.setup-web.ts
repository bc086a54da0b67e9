import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { configure } from '@testing-library/react';

// On a CI machine whose two cores are shared with builds, a page under jsdom is drawn many times slower than on
// an idle one: a findBy/waitFor that gives up after the library's default second fails there with nothing wrong.
// A wait still ends as soon as what it waits for is there.
configure({ asyncUtilTimeout: 20_000 });
// A journey of many clicks takes a few seconds on an idle machine and several times that on a busy one.
jest.setTimeout(60_000);

// jsdom lacks these and react-router needs them when it loads.
Object.assign(globalThis, {
  TextEncoder: globalThis.TextEncoder ?? TextEncoder,
  TextDecoder: globalThis.TextDecoder ?? TextDecoder,
});
