import type { Theme } from '@emotion/react';
import type { Slide } from '@apteka/contracts';
import { focusRing } from '@apteka/ui';

/** The link around a slide's or banner's picture. */
export const slideLinkCss = (theme: Theme) => ({
  display: 'block',
  borderRadius: theme.radius,
  overflow: 'hidden',
  ...focusRing(theme),
});

/** A slide links to /stock/{promoSlug}/ when it has a promo slug, otherwise to {link}/. */
export function slideHref(slide: Pick<Slide, 'promoSlug' | 'link'>): string {
  if (slide.promoSlug) return `/stock/${encodeURIComponent(slide.promoSlug)}/`;
  const link = slide.link || '/';
  const cut = link.search(/[?#]/);
  const path = cut === -1 ? link : link.slice(0, cut);
  const rest = cut === -1 ? '' : link.slice(cut);
  return `${path.endsWith('/') ? path : `${path}/`}${rest}`;
}

/** Attributes of a slide's link: a new tab when the slide asks for one. */
export function slideTarget(slide: Pick<Slide, 'open_link_in_new_tab'>) {
  return slide.open_link_in_new_tab ? { target: '_blank', rel: 'noopener' } : {};
}
