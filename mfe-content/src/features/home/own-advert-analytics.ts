import { useRef } from 'react';
import { markOwnAdvertClick, track, useImpression } from '@apteka/analytics';
import type { Slide } from '@apteka/contracts';

/**
 * The store's own adverts (slider slides and side banners) report their show once per page view when half of one
 * is on screen (a hidden slide counts when it is turned to), and their click, which also marks the advert in the
 * session so an add to basket that follows is credited to it.
 */
export function useOwnAdvert(slide: Slide, position: number, place: 'slider' | 'side') {
  const ref = useRef<HTMLDivElement>(null);
  const params = {
    ad_name: slide.name,
    ad_brand: slide.analytics.brand,
    ad_product: slide.analytics.product_name,
    position,
  };
  useImpression(ref, `own-ad|${place}|${slide.id}`, () => track('own_ad_show', params));
  const onClick = () => {
    markOwnAdvertClick(slide.name);
    track('own_ad_click', params);
  };
  return { ref, onClick };
}
