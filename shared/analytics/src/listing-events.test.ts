import { fakeDataLayer } from './testing/fake-data-layer';
import { LISTING_EVENT_DELAY_MS, saveListingCount, trackListingChange } from './listing-events';

describe('filter and sort events', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('wait 2 s and carry the product count the catalogue stored by then', () => {
    const layer = fakeDataLayer();
    saveListingCount(120);
    trackListingChange('filter', 'brand:nurofen');
    saveListingCount(14);
    jest.advanceTimersByTime(LISTING_EVENT_DELAY_MS - 1);
    expect(layer.events()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(layer.entries()).toEqual([{ event: 'filter', filters: 'brand:nurofen', products_count: 14 }]);
  });

  it('send nothing when cancelled, and no count when none was stored', () => {
    const layer = fakeDataLayer();
    localStorage.clear();
    trackListingChange('filter', 'x')();
    trackListingChange('sort', 'price_asc');
    jest.runAllTimers();
    expect(layer.entries()).toEqual([{ event: 'sort', sort: 'price_asc', products_count: null }]);
  });
});
