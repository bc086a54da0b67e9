import type { DeviceFlags } from '@apteka/contracts';
import { BOTTOM_NAV_HEIGHT } from '../layout/bottom-nav';

export type ChatPlacement = { shown: false } | { shown: true; bottom: number };

const BASE_BOTTOM = 16;

/** On product pages of phones and tablets the sticky buy controls sit at the bottom: the button rises above them. */
export const PRODUCT_PAGE_LIFT = 130;

/**
 * Where the consultant chat button goes: nowhere on basket pages (the path contains /basket), on pages answered
 * with a status above 401 and on small phones; anywhere else it is shown again.
 */
export function chatPlacement(
  pathname: string,
  status: number,
  device: Pick<DeviceFlags, 'isSmallMobile' | 'isDesktop'>,
): ChatPlacement {
  if (pathname.includes('/basket') || status > 401 || device.isSmallMobile) return { shown: false };
  if (device.isDesktop) return { shown: true, bottom: BASE_BOTTOM };
  // below desktop width the bottom navigation takes the window's foot: the button stands on it
  const lifted = pathname.includes('catalog/product');
  return { shown: true, bottom: BASE_BOTTOM + BOTTOM_NAV_HEIGHT + (lifted ? PRODUCT_PAGE_LIFT : 0) };
}
