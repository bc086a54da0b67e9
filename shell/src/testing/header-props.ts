import type { HeaderProps } from '../layout/header';
import { REGIONS } from './fixtures';

/** A header's props for a test: Moscow, pickup, an empty basket, a guest. */
export const headerProps = (overrides: Partial<HeaderProps> = {}): HeaderProps => ({
  region: REGIONS[0]!,
  deliveryMode: 'pickup',
  basketCount: 0,
  favoritesCount: null,
  userName: null,
  regionError: null,
  onRegionSelect: jest.fn().mockResolvedValue(true),
  onDeliveryChange: jest.fn(),
  ...overrides,
});
