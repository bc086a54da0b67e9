import { contentSecurityPolicy, htmlWithNonce, newNonce, originOf, originsOf } from './content-security-policy';

const NO_SOURCES = { remoteOrigins: [], imageOrigins: [], frameOrigins: [], devServers: false };

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((directive) => {
      const [name, ...values] = directive.split(' ');
      return [name!, values];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  test('strict by default: own scripts only, nothing evaluated, styles by nonce, no plugins, base or framing', () => {
    const policy = directives(contentSecurityPolicy('bm9uY2U=', NO_SOURCES));
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('style-src')).toEqual(["'self'", "'nonce-bm9uY2U='"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('frame-src')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual(['/api/csp-report']);
    expect(policy.get('report-to')).toEqual(['csp']);
    const all = [...policy.values()].flat();
    expect(all).not.toContain("'unsafe-eval'");
    expect(all).not.toContain("'unsafe-inline'");
  });

  test("a remotes' CDN may serve code, styles, pictures and data; outside pictures and players only their own kind", () => {
    const policy = directives(
      contentSecurityPolicy('n', {
        remoteOrigins: ['https://cdn.apteka.example'],
        imageOrigins: ['https://*.tile.openstreetmap.org'],
        frameOrigins: ['https://rutube.ru'],
        devServers: false,
      }),
    );
    for (const directive of ['script-src', 'style-src', 'img-src', 'connect-src', 'font-src']) {
      expect(policy.get(directive)).toContain('https://cdn.apteka.example');
    }
    expect(policy.get('img-src')).toContain('https://*.tile.openstreetmap.org');
    expect(policy.get('script-src')).not.toContain('https://*.tile.openstreetmap.org');
    expect(policy.get('frame-src')).toEqual(['https://rutube.ru']);
  });

  test('local development lets a remote come from its dev server on this machine, with its hot-reload socket', () => {
    const policy = directives(contentSecurityPolicy('n', { ...NO_SOURCES, devServers: true }));
    expect(policy.get('script-src')).toEqual(["'self'", 'http://localhost:*', 'http://127.0.0.1:*']);
    expect(policy.get('connect-src')).toContain('ws://localhost:*');
    expect(directives(contentSecurityPolicy('n', NO_SOURCES)).get('connect-src')).toEqual(["'self'"]);
  });
});

describe('origins', () => {
  test.each([
    ['https://cdn.example.com/remotes/catalog/1.0.0/mf-manifest.json', 'https://cdn.example.com'],
    ['HTTPS://CDN.example.com:8443/x', 'https://cdn.example.com:8443'],
    ['https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://*.tile.openstreetmap.org'],
    ['/remotes/catalog/1.0.0/mf-manifest.json', null],
    ['javascript:alert(1)', null],
    ["https://evil.example;script-src 'unsafe-eval'/x", null],
    [undefined, null],
  ])('%s -> %s', (url, origin) => {
    expect(originOf(url)).toBe(origin);
  });

  test('originsOf keeps each origin once, sorted', () => {
    expect(originsOf(['https://b.example/1', '/local', 'https://a.example/2', 'https://b.example/3'])).toEqual([
      'https://a.example',
      'https://b.example',
    ]);
  });
});

describe('htmlWithNonce', () => {
  test('puts the nonce on inline styles and scripts and in a meta the browser code reads', () => {
    const html =
      '<!doctype html><html><head><title>x</title><style>body{}</style></head><body><script defer src="/main.js"></script></body></html>';
    const page = htmlWithNonce(html, 'abc=');
    expect(page).toContain('<head><meta property="csp-nonce" nonce="abc=" />');
    expect(page).toContain('<style nonce="abc=">body{}</style>');
    expect(page).toContain('<script nonce="abc=" defer src="/main.js">');
  });

  test('each nonce is new and unguessable', () => {
    const nonces = new Set(Array.from({ length: 100 }, newNonce));
    expect(nonces.size).toBe(100);
    expect([...nonces][0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });
});
