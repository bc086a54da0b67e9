import { render, screen } from '@testing-library/react';
import { useTheme } from '@emotion/react';
import { BrandStyles, pageNonce, pageStyleCache } from './brand-styles';
import { getTheme } from './themes';

afterEach(() => {
  document.head.querySelectorAll('meta[property="csp-nonce"]').forEach((meta) => meta.remove());
});

function addNonceMeta(nonce: string) {
  const meta = document.createElement('meta');
  meta.setAttribute('property', 'csp-nonce');
  meta.setAttribute('nonce', nonce);
  document.head.appendChild(meta);
}

test('the nonce is read from the csp-nonce meta; a page without one has none', () => {
  expect(pageNonce()).toBeUndefined();
  addNonceMeta('cnVuLXRpbWUtbm9uY2U=');
  expect(pageNonce()).toBe('cnVuLXRpbWUtbm9uY2U=');
});

test("every root shares one cache, whose style tags carry the page's nonce", () => {
  addNonceMeta('c2hhcmVkLW5vbmNl');
  function Brand() {
    return <p css={{ color: 'rgb(1, 2, 3)' }}>{useTheme().name}</p>;
  }
  render(
    <BrandStyles brand="ozerki">
      <Brand />
    </BrandStyles>,
  );
  expect(screen.getByText(getTheme('ozerki').name)).toHaveStyle({ color: 'rgb(1, 2, 3)' });
  expect(pageStyleCache()).toBe(pageStyleCache());
  const tags = [...document.head.querySelectorAll('style[data-emotion]')];
  expect(tags.length).toBeGreaterThan(0);
  expect(tags.every((tag) => tag.getAttribute('nonce') === 'c2hhcmVkLW5vbmNl')).toBe(true);
});
