import { BREAKPOINTS, type Brand } from '@apteka/contracts';
import type { BrandTheme } from './brand-theme';

// Every primary is dark enough for white text at WCAG AA (4.5:1) and every muted text colour
// reaches 4.5:1 on white: many of our shoppers are older or unwell.
const neutral = {
  text: '#1f2328',
  textMuted: '#57606a',
  background: '#ffffff',
  surface: '#f4f6f8',
  border: '#c9d1d9',
  danger: '#b42318',
  success: '#1a7f37',
  focus: '#1f6feb',
  onPrimary: '#ffffff',
};

type Chain = Omit<BrandTheme, 'brand' | 'colors' | 'radius' | 'font' | 'breakpoints'> & {
  primary: string;
  primaryHover: string;
  accent: string;
};

const chains: Record<'samson' | 'ozerki' | 'stoletov' | 'superapteka' | 'samson-vkusvill' | 'whitelabel', Chain> = {
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

function chainOf(brand: Brand): keyof typeof chains {
  if (brand === 'samson-vkusvill' || brand === 'whitelabel') return brand;
  return brand.replace(/_mp$/, '') as keyof typeof chains;
}

export function getTheme(brand: Brand): BrandTheme {
  const chain = chains[chainOf(brand)];
  const marketplace = brand.endsWith('_mp');
  return {
    brand,
    name: marketplace ? `${chain.name} Маркет` : chain.name,
    phone: chain.phone,
    colors: { ...neutral, primary: chain.primary, primaryHover: chain.primaryHover, accent: chain.accent },
    radius: '8px',
    font: "'Inter', 'Segoe UI', Roboto, Arial, sans-serif",
    breakpoints: BREAKPOINTS,
  };
}
