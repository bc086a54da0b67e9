import { plural, PLURALS, waitText } from './plural';

it('picks Russian plural forms', () => {
  expect([1, 2, 5, 11, 12, 21, 22, 25, 111].map((n) => plural(n, PLURALS.pharmacy))).toEqual([
    'аптека',
    'аптеки',
    'аптек',
    'аптек',
    'аптек',
    'аптека',
    'аптеки',
    'аптек',
    'аптек',
  ]);
});

it('says how long to wait in the unit that reads naturally, rounding up', () => {
  expect([0.2, 1, 3, 45, 59, 60, 61, 150, 3599, 3600, 7200, 7201].map(waitText)).toEqual([
    'через 1 секунду',
    'через 1 секунду',
    'через 3 секунды',
    'через 45 секунд',
    'через 59 секунд',
    'через 1 минуту',
    'через 2 минуты',
    'через 3 минуты',
    'через 1 час',
    'через 1 час',
    'через 2 часа',
    'через 3 часа',
  ]);
});
