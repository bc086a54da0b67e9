import type { ServerRenderResult, ShellRenderResult } from '@apteka/contracts';
import { drawPage, type DrawOutcome, type PageToDraw } from './draw-page';

const BUDGET_MS = 500;
const SHELL_MS = 300;

const FRAME: ShellRenderResult = {
  html: '<header>Шапка</header><main><!--apteka-remote:catalog--></main>',
  head: '',
  styles: '',
  state: { shellApi: {} },
  bus: {},
};
const PRODUCT: ServerRenderResult = { html: '<h1>Товар</h1>', head: '', styles: '', state: { catalogApi: {} } };

/**
 * A part's render host as the page sees it: it answers when the test says so, and is given up once the budget it was
 * given ends, as a renderer is.
 */
function heldPart<Result>(result: Result) {
  const budgets: number[] = [];
  let answer = () => {};
  let asked = () => {};
  const wasAsked = new Promise<void>((resolve) => (asked = resolve));
  const render = (_input: unknown, budgetMs: number) =>
    new Promise<Result>((resolve, reject) => {
      budgets.push(budgetMs);
      const timer = setTimeout(() => reject(new Error(`took longer than ${budgetMs} ms`)), budgetMs);
      answer = () => {
        clearTimeout(timer);
        resolve(result);
      };
      asked();
    });
  return { render, budgets, asked: wasAsked, answer: () => answer() };
}

function setUp() {
  const shell = heldPart(FRAME);
  const catalog = heldPart(PRODUCT);
  const page: PageToDraw = {
    url: '/catalog/product/tovar',
    status: 200,
    brand: 'samson',
    nonce: 'nonce',
    viewport: 'phone',
    cookie: '',
    fetch: () => Promise.resolve({ status: 404, body: null }),
    remote: { name: 'catalog', version: '1.0.0', manifestUrl: '', scripts: [], integrity: {}, render: catalog.render },
    firstView: true,
  };
  const failed: string[] = [];
  let outcome: DrawOutcome | undefined;
  const drawing = drawPage(shell.render, page, {
    budgetMs: BUDGET_MS,
    onFailure: (what) => failed.push(what),
  }).then((drawn) => (outcome = drawn));
  return { shell, catalog, failed, drawing, outcome: () => outcome };
}

/** The shell answers `SHELL_MS` into the page's budget, and the page's remote is asked for its part. */
async function shellDrawn({ shell, catalog }: ReturnType<typeof setUp>) {
  await shell.asked;
  await jest.advanceTimersByTimeAsync(SHELL_MS);
  shell.answer();
  await catalog.asked;
}

describe("a page's drawing within its budget", () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('gives the remote what the shell left of the budget, and draws it into its slot when it answers in it', async () => {
    const drawing = setUp();
    await shellDrawn(drawing);
    expect(drawing.catalog.budgets).toEqual([BUDGET_MS - SHELL_MS]);
    await jest.advanceTimersByTimeAsync(BUDGET_MS - SHELL_MS - 1);
    drawing.catalog.answer();
    await drawing.drawing;
    expect(drawing.outcome()).toMatchObject({
      page: { rootHtml: '<header>Шапка</header><main><h1>Товар</h1></main>' },
      remoteDrawn: true,
    });
    expect(drawing.failed).toEqual([]);
  });

  it("leaves a remote still drawing when the budget ends to the browser: the shell's part is drawn", async () => {
    const drawing = setUp();
    await shellDrawn(drawing);
    await jest.advanceTimersByTimeAsync(BUDGET_MS - SHELL_MS - 1);
    expect(drawing.outcome()).toBeUndefined();
    await jest.advanceTimersByTimeAsync(1);
    expect(drawing.outcome()).toMatchObject({
      page: { rootHtml: '<header>Шапка</header><main></main>', head: expect.stringContaining('"shellApi"') as string },
      remoteDrawn: false,
    });
    expect(drawing.failed).toEqual(['catalog']);
  });

  it('leaves the whole page to the browser when the shell is still drawing at the end of the budget', async () => {
    const drawing = setUp();
    await drawing.shell.asked;
    await jest.advanceTimersByTimeAsync(BUDGET_MS);
    expect(drawing.outcome()).toEqual({ page: null, remoteDrawn: false });
    expect(drawing.catalog.budgets).toEqual([]);
    expect(drawing.failed).toEqual(['shell']);
  });
});
