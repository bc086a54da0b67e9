import { loadHttpClientAhead, rehearseQueries } from '@apteka/api-client';
import { loadLinkedRemotesAhead } from '../federation/linked-remotes-ahead';
import { loadTagContainers } from '../behaviours/tag-containers';
import { rehearseRendering } from './rehearse-rendering';
import { readyWhatComesNext } from './ready-what-comes-next';

jest.mock('@apteka/api-client', () => ({
  loadHttpClientAhead: jest.fn(),
  rehearseQueries: jest.fn(() => Promise.resolve()),
}));
jest.mock('./rehearse-rendering', () => ({ rehearseRendering: jest.fn(() => Promise.resolve()) }));
jest.mock('../federation/linked-remotes-ahead', () => ({ loadLinkedRemotesAhead: jest.fn(() => Promise.resolve()) }));
jest.mock('../behaviours/tag-containers', () => ({ loadTagContainers: jest.fn() }));

describe('what a page readies for its first tap', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('readies all of it at idle, after the first view, once each', () => {
    const loader = { load: jest.fn() };
    const startServices = jest.fn();
    const measureSpeed = jest.fn();
    readyWhatComesNext({ loader, startServices, measureSpeed });

    const readied = [
      loadHttpClientAhead,
      rehearseQueries,
      rehearseRendering,
      startServices,
      loadLinkedRemotesAhead,
      measureSpeed,
      loadTagContainers,
    ];
    for (const work of readied) expect(work).not.toHaveBeenCalled();
    // jsdom has no idle callbacks: a quiet moment is a fixed wait there
    jest.runAllTimers();
    for (const work of readied) expect(work).toHaveBeenCalledTimes(1);
    expect(loadLinkedRemotesAhead).toHaveBeenCalledWith(loader);
  });
});
