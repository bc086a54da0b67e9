import { BREAKPOINTS, brandIdentity, type Brand } from '@apteka/contracts';
import type { BrandTheme } from './brand-theme';

// Every muted text colour reaches 4.5:1 on white (the brands' primaries are checked where they are defined).
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

export function getTheme(brand: Brand): BrandTheme {
  const identity = brandIdentity(brand);
  return {
    brand,
    name: identity.name,
    phone: identity.phone,
    colors: { ...neutral, primary: identity.primary, primaryHover: identity.primaryHover, accent: identity.accent },
    radius: '8px',
    font: "'Inter', 'Segoe UI', Roboto, Arial, sans-serif",
    breakpoints: BREAKPOINTS,
  };
}
