import { wrap } from './svg-drawing';

test('wraps long names into a bounded number of lines', () => {
  expect(wrap('Нурофен таблетки покрытые оболочкой 200 мг 20 шт', 14, 2)).toEqual(['Нурофен', 'таблетки…']);
  expect(wrap('Аспирин', 14, 2)).toEqual(['Аспирин']);
});
