import { inputProblem, unsafeText } from './input-guard';

describe('input guard', () => {
  it.each([
    [{ productId: Infinity }, 'Число вне допустимого диапазона.'],
    [{ quantity: -Infinity }, 'Число вне допустимого диапазона.'],
    [{ id: Number.NaN }, 'Число вне допустимого диапазона.'],
    [{ id: 2 ** 31 }, 'Число вне допустимого диапазона.'],
    [{ id: 2 ** 53 }, 'Число вне допустимого диапазона.'],
    [{ name: 'Анна\u0000' }, 'Недопустимый символ в запросе (NUL).'],
    [{ list: ['ok', 'bad\uD800'] }, 'Недопустимые символы в запросе.'],
    [{ ['key\u0000']: 1 }, 'Недопустимый символ в запросе (NUL).'],
    [JSON.parse('['.repeat(30) + ']'.repeat(30)), 'Слишком глубокая вложенность данных.'],
  ])('refuses %j', (value, problem) => expect(inputProblem(value)).toBe(problem));

  it('lets ordinary input through: ids, kopecks, coordinates, -0, emoji, Cyrillic', () => {
    expect(
      inputProblem({ id: 2147483647, total: 123456, lat: 55.75, lon: -37.6, zero: -0, text: 'Привет 👋' }),
    ).toBeNull();
    expect(unsafeText('«Нурофен» 200 мг')).toBeNull();
  });
});
