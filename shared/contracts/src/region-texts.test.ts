import { deliveryAcross, inPreposition, pharmaciesIn } from './region-texts';

const cases = (gde: string, dat: string) => ({ name_gde: gde, name_vin: gde, name_dat: dat, name_rod: gde });

describe('region texts', () => {
  test('use the grammatical cases', () => {
    expect(deliveryAcross(cases('Москве', 'Москве'))).toBe('Доставка по Москве');
    expect(pharmaciesIn(cases('Санкт-Петербурге', 'Санкт-Петербургу'))).toBe('Аптеки в Санкт-Петербурге');
  });
  test("take 'во' before в/ф and a consonant", () => {
    expect(pharmaciesIn(cases('Владимире', 'Владимиру'))).toBe('Аптеки во Владимире');
    expect(inPreposition('Воронеже')).toBe('в');
    expect(inPreposition('Твери')).toBe('в');
  });
});
