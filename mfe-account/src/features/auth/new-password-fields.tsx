import { TextField } from '@apteka/ui';
import { passwordProblem } from '@apteka/contracts';

export interface NewPassword {
  password: string;
  repeat: string;
}

/** Field-level problems of a new password and its repeat, in Russian; empty when both are fine. */
export function checkNewPassword({ password, repeat }: NewPassword): { password?: string; repeat?: string } {
  const problem = password ? passwordProblem(password) : 'Придумайте пароль.';
  if (problem) return { password: problem };
  return password === repeat ? {} : { repeat: 'Пароли не совпадают.' };
}

/** A new password typed twice, with the rule shown before the shopper makes a mistake. */
export function NewPasswordFields({
  value,
  onChange,
  errors,
}: {
  value: NewPassword;
  onChange: (value: NewPassword) => void;
  errors: { password?: string | null; repeat?: string | null };
}) {
  return (
    <>
      <TextField
        label="Новый пароль"
        name="new-password"
        type="password"
        autoComplete="new-password"
        hint="Не короче 8 символов, с буквами и цифрами."
        value={value.password}
        onChange={(event) => onChange({ ...value, password: event.target.value })}
        error={errors.password}
      />
      <TextField
        label="Повторите пароль"
        name="new-password-repeat"
        type="password"
        autoComplete="new-password"
        value={value.repeat}
        onChange={(event) => onChange({ ...value, repeat: event.target.value })}
        error={errors.repeat}
      />
    </>
  );
}
