import { ERROR_TEXTS, localizedMessage } from './error-texts';

describe('localizedMessage', () => {
  it('leaves a plain text alone', () => {
    expect(localizedMessage('В этой аптеке товара уже нет.')).toBe('В этой аптеке товара уже нет.');
  });

  it('shows the Russian text of a marked key', () => {
    expect(localizedMessage('i18n:errors.rate_limited')).toBe(ERROR_TEXTS['errors.rate_limited']);
    expect(localizedMessage('i18n: errors.network')).toBe(ERROR_TEXTS['errors.network']);
  });

  it('never shows an unknown key itself', () => {
    expect(localizedMessage('i18n:errors.something_new')).toBe(ERROR_TEXTS['errors.generic']);
    expect(localizedMessage('i18n:errors.something_new', 'Не найдено.')).toBe('Не найдено.');
  });
});
