import type { HeaderProps } from '../layout/header';
import { REGIONS } from './fixtures';

/** A header's props for a test: Moscow, pickup, an empty basket, a guest on a wide screen. */
export const headerProps = (overrides: Partial<HeaderProps> = {}): HeaderProps => ({
  region: REGIONS[0]!,
  deliveryMode: 'pickup',
  basketCount: 0,
  favoritesCount: null,
  userName: null,
  isSmallMobile: false,
  regionError: null,
  onRegionSelect: jest.fn().mockResolvedValue(true),
  onDeliveryChange: jest.fn(),
  ...overrides,
});
