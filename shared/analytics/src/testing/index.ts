export { fakeDataLayer } from './fake-data-layer';
export { fakeIntersectionObserver } from './fake-intersection-observer';
