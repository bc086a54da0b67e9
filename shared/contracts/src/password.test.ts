import { passwordProblem } from './password';

describe('passwordProblem', () => {
  it.each([
    ['', 'Пароль должен быть не короче 8 символов.'],
    ['abc1234', 'Пароль должен быть не короче 8 символов.'],
    ['abcdefgh', 'В пароле должны быть и буквы, и цифры.'],
    ['12345678', 'В пароле должны быть и буквы, и цифры.'],
  ])('refuses %j', (password, problem) => expect(passwordProblem(password)).toBe(problem));

  it.each(['abcdefg1', 'пароль2026', 'Лето 2026!'])('accepts %j', (password) =>
    expect(passwordProblem(password)).toBeNull(),
  );
});
