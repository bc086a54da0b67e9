import type { Brand } from './brands';

/** A chain's own name, help-line phone and colours: the same in the page frame, letters and search results. */
export interface BrandIdentity {
  name: string;
  phone: { tel: string; display: string };
  primary: string;
  primaryHover: string;
  accent: string;
}

// Every primary is dark enough for white text at WCAG AA (4.5:1): many of our shoppers are older or unwell.
const IDENTITIES: Record<
  'samson' | 'ozerki' | 'stoletov' | 'superapteka' | 'samson-vkusvill' | 'whitelabel',
  BrandIdentity
> = {
  samson: {
    name: 'Самсон-Фарма',
    phone: { tel: '+78005553030', display: '8 800 555-30-30' },
    primary: '#00737a',
    primaryHover: '#005a60',
    accent: '#e35205',
  },
  'samson-vkusvill': {
    name: 'Самсон-ВкусВилл',
    phone: { tel: '+78005553030', display: '8 800 555-30-30' },
    primary: '#2e7d32',
    primaryHover: '#1b5e20',
    accent: '#e35205',
  },
  ozerki: {
    name: 'Озерки',
    phone: { tel: '+78002009977', display: '8 800 200-99-77' },
    primary: '#0057a8',
    primaryHover: '#004382',
    accent: '#d12b2b',
  },
  stoletov: {
    name: 'Столетов',
    phone: { tel: '+78002505100', display: '8 800 250-51-00' },
    primary: '#6a2c91',
    primaryHover: '#52216f',
    accent: '#c8102e',
  },
  superapteka: {
    name: 'Супераптека',
    phone: { tel: '+78007004433', display: '8 800 700-44-33' },
    primary: '#c62828',
    primaryHover: '#a11f1f',
    accent: '#0057a8',
  },
  whitelabel: {
    name: 'Аптека',
    phone: { tel: '+78001000000', display: '8 800 100-00-00' },
    primary: '#37474f',
    primaryHover: '#263238',
    accent: '#00737a',
  },
};

function identityKeyOf(brand: Brand): keyof typeof IDENTITIES {
  if (brand === 'samson-vkusvill' || brand === 'whitelabel') return brand;
  return brand.replace(/_mp$/, '') as keyof typeof IDENTITIES;
}

/** The identity a variant shows: its chain's, a marketplace variant named as the chain's market. */
export function brandIdentity(brand: Brand): BrandIdentity {
  const chain = IDENTITIES[identityKeyOf(brand)];
  return brand.endsWith('_mp') ? { ...chain, name: `${chain.name} Маркет` } : chain;
}
