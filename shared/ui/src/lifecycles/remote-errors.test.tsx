import { act } from '@testing-library/react';
import type { RemoteErrorReport } from '@apteka/contracts/schemas';
import { renderWithTheme as render } from '../testing/render-with-theme';
import { remoteRootElement } from './remote-root';
import {
  REPORTS_PER_PAGE_LOAD,
  fingerprintOf,
  remoteOfStack,
  reportErrorOfAnyRemote,
  reportRemoteError,
  scrubMessage,
  startRemoteErrorReports,
  topFrameFiles,
  type RemoteErrorReporterOptions,
} from './remote-errors';

const CHROME_STACK = `TypeError: Cannot read properties of undefined (reading 'price')
    at ProductCard (https://cdn.example/remotes/catalog/1.4.0/412.3f9a1c2b.js:1:2345)
    at renderWithHooks (https://apteka.example/vendors-react.9a8b7c6d.js?v=2:10:11)
    at https://cdn.example/remotes/catalog/1.4.0/main.aa11bb22.js:3:4
    at beginWork (https://apteka.example/main.3f9a1c2b.js:9:9)`;

const FIREFOX_STACK = `ProductCard@https://cdn.example/remotes/catalog/1.4.0/412.3f9a1c2b.js:1:2400
renderWithHooks@https://apteka.example/vendors-react.9a8b7c6d.js:10:20
@https://cdn.example/remotes/catalog/1.4.0/main.aa11bb22.js:3:9`;

function errorWith(message: string, stack: string, name = 'TypeError'): Error {
  const error = new Error(message);
  error.name = name;
  error.stack = stack;
  return error;
}

/** A reporter on a fake page; `sent` is every report handed to the browser. */
function startOnPage(overrides: Partial<RemoteErrorReporterOptions> = {}) {
  const sent: RemoteErrorReport[] = [];
  let path = { pathname: '/catalog/product/nurofen-200', search: '?utm=mail' };
  const target = new EventTarget();
  const stop = startRemoteErrorReports({
    sampled: true,
    versionOf: (remote) => (remote === 'catalog' ? '1.4.0' : null),
    send: (report) => sent.push(report),
    location: () => path,
    target: target as unknown as Window,
    ...overrides,
  });
  return {
    sent,
    target,
    stop,
    moveTo: (pathname: string, search = '') => {
      path = { pathname, search };
    },
  };
}

let stopReporter: (() => void) | undefined;
afterEach(() => stopReporter?.());

describe('scrubbing a message', () => {
  it('keeps what names the failure and drops numbers, ids, e-mails, phones, queries and quoted text', () => {
    expect(
      scrubMessage(
        'Order 123456 of ivan.petrov@mail.ru (+7 (999) 123-45-67) failed at https://apteka.example/lk/orders?id=77&token=abc#x ' +
          'for basket 3f2504e0-4f89-11d3-9a0c-0305e82c3301, key 0123456789abcdef: "Иван Петров" is not valid JSON',
      ),
    ).toBe(
      'Order <n> of <email> (<phone>) failed at https://apteka.example/lk/orders for basket <id>, key <id>: "…" is ' +
        'not valid JSON',
    );
    // a property name in quotes is the code's, not the shopper's
    expect(scrubMessage("Cannot read properties of undefined (reading 'price')")).toBe(
      "Cannot read properties of undefined (reading 'price')",
    );
    expect(scrubMessage('x'.repeat(500))).toHaveLength(200);
  });
});

describe('fingerprints', () => {
  it("name the file of the top frames without line, column, query or the remote's version folder", () => {
    expect(topFrameFiles(CHROME_STACK)).toEqual(['412.3f9a1c2b.js', 'vendors-react.9a8b7c6d.js', 'main.aa11bb22.js']);
    expect(topFrameFiles(FIREFOX_STACK)).toEqual(['412.3f9a1c2b.js', 'vendors-react.9a8b7c6d.js', 'main.aa11bb22.js']);
  });

  it('are the same for the same failure with other numbers, lines or browsers, and differ by remote and place', () => {
    const one = fingerprintOf('catalog', errorWith('Product 17 has no price', CHROME_STACK));
    expect(one.fingerprint).toMatch(/^[0-9a-f]{14}$/);
    expect(one.message).toBe('TypeError: Product <n> has no price');
    expect(fingerprintOf('catalog', errorWith('Product 9001 has no price', FIREFOX_STACK)).fingerprint).toBe(
      one.fingerprint,
    );
    expect(fingerprintOf('content', errorWith('Product 17 has no price', CHROME_STACK)).fingerprint).not.toBe(
      one.fingerprint,
    );
    const elsewhere = CHROME_STACK.replace('412.3f9a1c2b.js', '77.0c0c0c0c.js');
    expect(fingerprintOf('catalog', errorWith('Product 17 has no price', elsewhere)).fingerprint).not.toBe(
      one.fingerprint,
    );
    expect(fingerprintOf('catalog', 'a thrown string').message).toBe('Error: a thrown string');
  });

  it("tell a remote's code by its files' folder", () => {
    expect(remoteOfStack(CHROME_STACK)).toEqual({ remote: 'catalog', version: '1.4.0' });
    expect(remoteOfStack('at x (https://apteka.example/main.3f9a1c2b.js:1:1)')).toBeNull();
    expect(remoteOfStack('at x (https://apteka.example/remotes/evil/1.0.0/a.js:1:1)')).toBeNull();
  });
});

describe('reporting', () => {
  it('reports a remote’s error once per page and fingerprint, with the registry’s version and the page type', () => {
    const page = startOnPage();
    stopReporter = page.stop;
    const error = errorWith('Product 17 has no price', CHROME_STACK);
    reportRemoteError('catalog', '1.4.0-compiled', error, 'boundary');
    reportRemoteError('catalog', '1.4.0-compiled', errorWith('Product 18 has no price', CHROME_STACK), 'boundary');
    expect(page.sent).toEqual([
      {
        app: 'catalog',
        version: '1.4.0',
        pageType: 'product',
        fingerprint: fingerprintOf('catalog', error).fingerprint,
        source: 'boundary',
        message: 'TypeError: Product <n> has no price',
      },
    ]);
    // another page: the same failure counts again
    page.moveTo('/catalog/lekarstva');
    reportRemoteError('catalog', null, error, 'boundary');
    expect(page.sent.map((report) => report.pageType)).toEqual(['product', 'listing']);
    // without a version from the registry, the remote's own names it
    reportRemoteError('basket', '2.0.0', error, 'lifecycle');
    expect(page.sent[2]).toMatchObject({ app: 'basket', version: '2.0.0', source: 'lifecycle' });
  });

  it("reports the page's uncaught errors and rejections only when a remote's files are in their stack", () => {
    const page = startOnPage();
    stopReporter = page.stop;
    const remoteError = errorWith('boom', CHROME_STACK.replace('1.4.0', '1.5.0-canary').replace('1.4.0', '1.5.0'));
    page.target.dispatchEvent(Object.assign(new Event('error'), { error: remoteError }));
    page.target.dispatchEvent(
      Object.assign(new Event('error'), { error: errorWith('shell', 'at x (https://a.example/main.1.js:1:1)') }),
    );
    page.target.dispatchEvent(
      Object.assign(new Event('unhandledrejection'), { reason: errorWith('later', FIREFOX_STACK) }),
    );
    page.target.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: 'no stack at all' }));
    reportErrorOfAnyRemote(errorWith('single-spa', FIREFOX_STACK, 'LifecycleError'), 'single-spa');
    expect(page.sent.map(({ app, version, source }) => [app, version, source])).toEqual([
      ['catalog', '1.5.0-canary', 'window'],
      ['catalog', '1.4.0', 'rejection'],
      ['catalog', '1.4.0', 'single-spa'],
    ]);
    page.stop();
    page.target.dispatchEvent(Object.assign(new Event('error'), { error: errorWith('after', FIREFOX_STACK) }));
    expect(page.sent).toHaveLength(3);
  });

  it('sends nothing for a session left out of the sample, a developer’s override, or before it starts', () => {
    reportRemoteError('catalog', '1.4.0', new Error('before'), 'boundary');
    const left = startOnPage({ sampled: false });
    reportRemoteError('catalog', '1.4.0', new Error('boom'), 'boundary');
    expect(left.sent).toEqual([]);
    left.stop();
    const overridden = startOnPage({ versionOf: () => 'override' });
    stopReporter = overridden.stop;
    reportRemoteError('catalog', '1.4.0', new Error('boom'), 'boundary');
    reportRemoteError('shell', '1.0.0', new Error('not a remote'), 'boundary');
    expect(overridden.sent).toEqual([]);
  });

  it('stops after a few kinds of failure on one page load', () => {
    const page = startOnPage();
    stopReporter = page.stop;
    for (let kind = 0; kind < REPORTS_PER_PAGE_LOAD + 5; kind += 1) {
      reportRemoteError('catalog', null, errorWith(`failure ${'x'.repeat(kind)}`, CHROME_STACK), 'boundary');
    }
    expect(page.sent).toHaveLength(REPORTS_PER_PAGE_LOAD);
  });

  it('never throws, even when the browser refuses to send', () => {
    const page = startOnPage({
      send: () => {
        throw new Error('beacon refused');
      },
    });
    stopReporter = page.stop;
    expect(() => reportRemoteError('catalog', null, new Error('boom'), 'boundary')).not.toThrow();
    expect(() =>
      page.target.dispatchEvent(Object.assign(new Event('error'), { error: errorWith('boom', CHROME_STACK) })),
    ).not.toThrow();
  });

  it("reports what a remote's error boundary caught, with the remote and its version", () => {
    const page = startOnPage({ versionOf: () => null });
    stopReporter = page.stop;
    const Broken = () => {
      throw new Error('render failed for order 42');
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    act(() => {
      render(remoteRootElement('basket', '3.1.0', Broken, { brand: 'samson' } as never));
    });
    spy.mockRestore();
    expect(page.sent).toEqual([expect.objectContaining({ app: 'basket', version: '3.1.0', source: 'boundary' })]);
    expect(page.sent[0]!.message).toBe('Error: render failed for order <n>');
  });
});
