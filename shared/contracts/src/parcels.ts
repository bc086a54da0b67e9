import type { RemoteMountProps } from './bus-events';
import type { StoreWithAvailability } from './entities';

/**
 * The header's search field (catalog). The shell draws a plain search field of its own and mounts the parcel when
 * the shopper turns to it: the parcel takes over what they typed and, if the plain field had it, the focus.
 */
export interface SearchBoxParcelProps {
  /** what the shopper typed into the shell's field before the parcel took over */
  query?: string;
  /** whether the shell's field had the focus: the parcel's field takes it, the caret after the text */
  focus?: boolean;
}

/** The header's catalogue menu (catalog), mounted while the shell's 'Каталог' panel is open. */
export interface CategoryMenuParcelProps {
  /** called when the shopper follows a link, so the shell closes its panel */
  onNavigate?: () => void;
}

/** The pickup pharmacy choice (pharmacies). */
export interface PharmacySelectParcelProps {
  regionId: number;
  products?: { id: number; quantity: number }[];
  onChosen?: (store: StoreWithAvailability) => void;
}

/**
 * The parcels remotes expose to the shell and to each other, by '<remote>/<exposed module>', with the props each
 * takes on top of the mount props. A remote's build must expose every parcel named here for it; the deploy checks.
 */
export interface RemoteParcels {
  'catalog/search-box': SearchBoxParcelProps;
  'catalog/category-menu': CategoryMenuParcelProps;
  'pharmacies/pharmacy-select': PharmacySelectParcelProps;
}

export type ParcelName = keyof RemoteParcels;

export const PARCEL_NAMES = [
  'catalog/search-box',
  'catalog/category-menu',
  'pharmacies/pharmacy-select',
] as const satisfies readonly ParcelName[];

/** What a parcel receives when mounted: the mount props, its own props and the element it renders into. */
export type ParcelMountProps<Name extends ParcelName> = RemoteMountProps &
  RemoteParcels[Name] & { domElement: HTMLElement };
