import type { Brand } from '@apteka/contracts';

export interface BrandTheme {
  brand: Brand;
  /** shown in the header, the title and texts */
  name: string;
  /** the call-centre line, as dialled and as printed */
  phone: { tel: string; display: string };
  colors: {
    primary: string;
    primaryHover: string;
    onPrimary: string;
    accent: string;
    text: string;
    textMuted: string;
    background: string;
    surface: string;
    border: string;
    danger: string;
    success: string;
    focus: string;
  };
  radius: string;
  font: string;
  breakpoints: { smallMobile: number; tablet: number; desktop: number; wide: number };
}

declare module '@emotion/react' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface Theme extends BrandTheme {}
}
