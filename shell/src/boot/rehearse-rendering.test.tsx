import { rehearseRendering } from './rehearse-rendering';

type ActEnvironment = typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

describe('the rehearsal of drawing a page', () => {
  // React's own scheduling, as in a browser at idle: nothing here is a test's act()
  const environment = globalThis as ActEnvironment;
  let actBefore: boolean | undefined;
  beforeEach(() => {
    actBefore = environment.IS_REACT_ACT_ENVIRONMENT;
    environment.IS_REACT_ACT_ENVIRONMENT = false;
  });
  afterEach(() => {
    environment.IS_REACT_ACT_ENVIRONMENT = actBefore;
  });

  it('draws a page and takes it down without touching the document', async () => {
    const before = document.documentElement.outerHTML;
    const created = jest.spyOn(document, 'createElement');
    await rehearseRendering();
    expect(created.mock.calls.map(([tag]) => tag)).toEqual(expect.arrayContaining(['main', 'form', 'input', 'a']));
    expect(document.documentElement.outerHTML).toBe(before);
    created.mockRestore();
  });
});
