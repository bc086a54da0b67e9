import { BRANDS } from '@apteka/contracts';
import { getTheme } from './themes';
import { contrastRatio } from './contrast';

describe('brand themes', () => {
  it.each(BRANDS)('%s keeps text readable (WCAG AA)', (brand) => {
    const { colors } = getTheme(brand);
    expect(contrastRatio(colors.onPrimary, colors.primary)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.onPrimary, colors.primaryHover)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.text, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.textMuted, colors.background)).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(colors.textMuted, colors.surface)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives samson-vkusvill a green primary instead of samson teal', () => {
    expect(getTheme('samson').colors.primary).toBe('#00737a');
    expect(getTheme('samson-vkusvill').colors.primary).toBe('#2e7d32');
  });

  it('marketplace variants keep their chain colours', () => {
    expect(getTheme('ozerki_mp').colors.primary).toBe(getTheme('ozerki').colors.primary);
    expect(getTheme('ozerki_mp').name).not.toBe(getTheme('ozerki').name);
  });
});
