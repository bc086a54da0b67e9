import { slideHref } from './slide-href';

it.each([
  [{ promoSlug: 'vitaminy', link: '/catalog/x' }, '/stock/vitaminy/'],
  [{ promoSlug: null, link: '/catalog/x' }, '/catalog/x/'],
  [{ promoSlug: null, link: '/catalog/x/' }, '/catalog/x/'],
  [{ promoSlug: null, link: '/catalog/x?sort=price' }, '/catalog/x/?sort=price'],
  [{ promoSlug: null, link: '' }, '/'],
])('%o -> %s', (slide, href) => {
  expect(slideHref(slide)).toBe(href);
});
