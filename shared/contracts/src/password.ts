/** The least a password must be: 8 characters with at least one letter and one digit. */
export const PASSWORD_MIN_LENGTH = 8;

/** Why a password would be refused, in Russian, or null when it is good enough. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return `Пароль должен быть не короче ${PASSWORD_MIN_LENGTH} символов.`;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return 'В пароле должны быть и буквы, и цифры.';
  return null;
}
