import { normalizePhone } from './phone';

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
