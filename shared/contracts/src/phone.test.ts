import { normalizePhone, russianMobile } from './phone';

it.each([
  ['89001234567', '+7 900 123-45-67'],
  ['+7 (900) 123-45-67', '+7 900 123-45-67'],
  ['9001234567', '+7 900 123-45-67'],
  ['12345', null],
  ['8900123456', null],
  ['59001234567', null],
])('%s -> %s', (input, expected) => {
  expect(normalizePhone(input)).toBe(expected);
});

it.each([
  ['+7 916 123-45-67', '+7 916 123-45-67'],
  ['89161234567', '+7 916 123-45-67'],
  ['+7 495 123-45-67', null],
  ['88001234567', null],
  ['abc', null],
])('only a Russian mobile number receives codes: %s -> %s', (input, expected) => {
  expect(russianMobile(input)).toBe(expected);
});
