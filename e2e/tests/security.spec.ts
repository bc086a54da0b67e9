import { expect, test } from '../support/test';

test('pages carry a strict CSP with a nonce of their own; the store styles under it and injected code is refused', async ({
  page,
  cspViolations,
}) => {
  const response = await page.goto('/');
  const policy = (await response!.headerValue('content-security-policy')) ?? '';
  expect(policy).toMatch(/script-src 'self'[^;]*;/);
  expect(policy).toContain("object-src 'none'");
  expect(policy).toContain("frame-ancestors 'none'");
  expect(policy).not.toMatch(/unsafe-eval|unsafe-inline/);
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
  expect(nonce).toBeTruthy();

  await expect(page.getByRole('banner')).toBeVisible();
  // Every style tag on the page, the shell's and each remote's Emotion tags alike, carries this answer's nonce.
  const styleNonces = await page.evaluate(() => [...document.querySelectorAll('style')].map((tag) => tag.nonce));
  expect(styleNonces.length).toBeGreaterThan(1);
  expect(new Set(styleNonces)).toEqual(new Set([nonce]));

  // (eval itself cannot be tried from here: code the test runner evaluates is exempt; the header test covers it)
  const ran = await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = true';
    document.body.append(script);
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => cspViolations.join('\n')).toMatch(/Executing inline script violates/);
  // Those refusals were this test's own doing.
  cspViolations.length = 0;
});
