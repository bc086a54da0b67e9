import { pageSampleRate, watchRealUserSpeed, type VitalsLibrary } from './real-user-speed';
import type { SpeedBeacon } from '@apteka/contracts/schemas';

const page = { pageType: 'product' as const, app: 'catalog' as const, version: '1.2.0' };

/** web-vitals as a test drives it: each metric reported when the test says so. */
function fakeVitals() {
  const reporters: Record<string, (metric: { name: string; value: number }) => void> = {};
  const library = Object.fromEntries(
    ['LCP', 'INP', 'CLS', 'TTFB'].map((name) => [
      `on${name}`,
      (report: (metric: { name: string; value: number }) => void) => {
        reporters[name] = report;
      },
    ]),
  ) as unknown as VitalsLibrary;
  return { library, report: (name: string, value: number) => reporters[name]!({ name, value }) };
}

function setUp({ rate = 0.1, random = 0.05, accept = true } = {}) {
  const vitals = fakeVitals();
  const sent: SpeedBeacon[] = [];
  let flush = () => undefined as void;
  const load = jest.fn(async () => vitals.library);
  const watching = watchRealUserSpeed({
    session: window.sessionStorage,
    sampleRate: rate,
    random: () => random,
    page,
    loadVitals: load,
    send: (beacon) => {
      sent.push(beacon);
      return accept;
    },
    onHidden: (callback) => {
      flush = callback;
    },
  });
  return { vitals, sent, load, watching, hide: () => flush() };
}

describe('real-user speed', () => {
  beforeEach(() => window.sessionStorage.clear());

  test('a sampled visit sends each metric with the page type, app and version in one beacon when hidden', async () => {
    const { vitals, sent, watching, hide } = setUp();
    expect(await watching).toBe(true);
    vitals.report('TTFB', 180);
    vitals.report('LCP', 1640.5);
    expect(sent).toEqual([]);
    vitals.report('CLS', 0.02);
    vitals.report('INP', 96);
    hide();
    expect(sent).toEqual([
      {
        samples: [
          { metric: 'TTFB', value: 180, ...page },
          { metric: 'LCP', value: 1640.5, ...page },
          { metric: 'CLS', value: 0.02, ...page },
          { metric: 'INP', value: 96, ...page },
        ],
      },
    ]);
    hide();
    expect(sent).toHaveLength(1);
  });

  test('a visit outside the share loads nothing and sends nothing, and stays outside for the browser session', async () => {
    const outside = setUp({ random: 0.5 });
    expect(await outside.watching).toBe(false);
    expect(outside.load).not.toHaveBeenCalled();
    // a later page of the same session keeps the decision, whatever the draw
    const later = setUp({ random: 0.01 });
    await later.watching;
    expect(later.load).not.toHaveBeenCalled();
    expect(window.sessionStorage.getItem('apteka:speed-sampled')).toBe('0');
  });

  test('a share of 0 measures nobody; a session chosen before is measured on every page', async () => {
    const none = setUp({ rate: 0, random: 0 });
    await none.watching;
    expect(none.load).not.toHaveBeenCalled();
    window.sessionStorage.setItem('apteka:speed-sampled', '1');
    const chosen = setUp({ rate: 0, random: 0.99 });
    await chosen.watching;
    expect(chosen.load).toHaveBeenCalledTimes(1);
  });

  test('what the browser refused to send is kept for the next time the page is hidden', async () => {
    const { vitals, sent, watching, hide } = setUp({ accept: false });
    await watching;
    vitals.report('LCP', 1200);
    hide();
    expect(sent).toHaveLength(1);
    hide();
    expect(sent).toHaveLength(2);
  });

  test("the page's share comes from its head, within 0 and 1", () => {
    document.head.innerHTML = '<meta name="speed-sample-rate" content="0.25">';
    expect(pageSampleRate()).toBe(0.25);
    document.head.innerHTML = '<meta name="speed-sample-rate" content="7">';
    expect(pageSampleRate()).toBe(1);
    document.head.innerHTML = '';
    expect(pageSampleRate()).toBe(0.1);
  });
});
