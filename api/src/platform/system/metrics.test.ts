import { createMetrics, metricsServed } from './metrics';

const usage = () => ({ total: 0, idle: 0, waiting: 0 });

describe("the instance's metrics", () => {
  it('are served where a token or a port of their own is configured, and nowhere else', () => {
    expect(metricsServed({})).toBe(false);
    expect(metricsServed({ host: '0.0.0.0' })).toBe(false);
    expect(metricsServed({ token: '' })).toBe(false);
    expect(metricsServed({ token: 'secret' })).toBe(true);
    expect(metricsServed({ port: 9464 })).toBe(true);
  });

  it("hold Node's own only when asked, since nothing stops what watches the event loop once started", async () => {
    const served = createMetrics({ db: { usage }, release: () => null, node: true });
    const unread = createMetrics({ db: { usage }, release: () => null, node: false });
    expect(await served.registry.metrics()).toContain('nodejs_eventloop_lag_seconds');
    const text = await unread.registry.metrics();
    expect(text).not.toContain('nodejs_');
    expect(text).not.toContain('process_cpu');
    expect(text).toContain('apteka_http_request_duration_seconds');
  });
});
