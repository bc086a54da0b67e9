import { useState, type FormEvent } from 'react';
import type { Theme } from '@emotion/react';
import { navigateToUrl } from 'single-spa';
import type { UserState } from '@apteka/contracts';
import { errorText, fieldError } from '@apteka/api-client';
import { Button, CheckboxField, Link, TextField } from '@apteka/ui';
import { useRegionPath } from '@apteka/ui/routing';
import { useUpdateProfileMutation } from '../../api';
import { formActions, textLink } from '../../common/form-styles';
import { FormError } from '../../common/form-message';

interface ProfileForm {
  firstName: string;
  lastName: string;
  secondName: string;
  gender: '' | 'male' | 'female';
  birthdate: string;
  email: string;
  mailingAgree: boolean;
  smsAgree: boolean;
}
type TextKey = 'firstName' | 'lastName' | 'secondName' | 'birthdate' | 'email';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function fromUser({ customer }: UserState): ProfileForm {
  return {
    firstName: customer.firstName ?? '',
    lastName: customer.lastName ?? '',
    secondName: customer.secondName ?? '',
    gender: customer.gender ?? '',
    birthdate: customer.birthdate ?? '',
    email: customer.email ?? '',
    mailingAgree: customer.mailingAgree,
    smsAgree: customer.smsAgree,
  };
}

/** Field-level problems of the profile form, in Russian. */
export function checkProfile(form: ProfileForm, today = new Date()): Partial<Record<TextKey, string>> {
  const problems: Partial<Record<TextKey, string>> = {};
  if (!form.firstName.trim()) problems.firstName = 'Введите имя.';
  if (form.email.trim() && !EMAIL.test(form.email.trim()))
    problems.email = 'Проверьте адрес почты: например, ivan@mail.ru.';
  if (form.birthdate) {
    const born = new Date(`${form.birthdate}T00:00:00`);
    const oldest = new Date(today.getFullYear() - 120, 0, 1);
    if (Number.isNaN(born.getTime()) || born > today || born < oldest) problems.birthdate = 'Проверьте дату рождения.';
  }
  return problems;
}

const blankToNull = (value: string) => (value.trim() ? value.trim() : null);

/** /lk/profile-edit and /lk/edit: name, gender, birth date, e-mail and the mailing consents. */
export function ProfileEditPage({ user }: { user: UserState }) {
  const regionPath = useRegionPath();
  const [save, { isLoading }] = useUpdateProfileMutation();
  const [form, setForm] = useState<ProfileForm>(() => fromUser(user));
  const [problems, setProblems] = useState<Partial<Record<TextKey, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) =>
    setForm((previous) => ({ ...previous, [key]: value }));
  const text = (key: TextKey) => ({
    name: key,
    value: form[key],
    onChange: (event: { target: { value: string } }) => set(key, event.target.value),
    error: problems[key],
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkProfile(form);
    setProblems(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    try {
      await save({
        firstName: form.firstName.trim(),
        lastName: blankToNull(form.lastName),
        secondName: blankToNull(form.secondName),
        gender: form.gender || null,
        birthdate: form.birthdate || null,
        email: blankToNull(form.email),
        mailingAgree: form.mailingAgree,
        smsAgree: form.smsAgree,
      }).unwrap();
      navigateToUrl(regionPath('/lk/personal-info'));
    } catch (error) {
      const email = fieldError(error, 'email');
      if (email) setProblems({ email });
      else setFailure(errorText(error));
    }
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Личные данные" css={{ maxWidth: 560 }}>
      <TextField label="Имя" autoComplete="given-name" {...text('firstName')} />
      <TextField label="Фамилия" autoComplete="family-name" {...text('lastName')} />
      <TextField label="Отчество" autoComplete="additional-name" {...text('secondName')} />
      <fieldset css={{ border: 0, padding: 0, margin: '0 0 16px' }}>
        <legend css={{ fontWeight: 600, marginBottom: 6 }}>Пол</legend>
        {(
          [
            ['female', 'Женский'],
            ['male', 'Мужской'],
            ['', 'Не указывать'],
          ] as const
        ).map(([value, label]) => (
          <label
            key={value || 'none'}
            css={{ display: 'inline-flex', gap: 8, alignItems: 'center', minHeight: 44, marginRight: 20 }}
          >
            <input
              type="radio"
              name="gender"
              checked={form.gender === value}
              onChange={() => set('gender', value)}
              css={{ width: 20, height: 20 }}
            />
            {label}
          </label>
        ))}
      </fieldset>
      <TextField label="Дата рождения" type="date" autoComplete="bday" {...text('birthdate')} />
      <TextField
        label="Электронная почта"
        type="email"
        autoComplete="email"
        hint="На новый адрес придёт письмо со ссылкой для подтверждения."
        {...text('email')}
      />
      <CheckboxField checked={form.mailingAgree} onChange={(value) => set('mailingAgree', value)} name="mailingAgree">
        Получать письма об акциях и скидках
      </CheckboxField>
      <CheckboxField checked={form.smsAgree} onChange={(value) => set('smsAgree', value)} name="smsAgree">
        Получать SMS об акциях
      </CheckboxField>
      <FormError message={failure} />
      <div css={formActions}>
        <Button type="submit" disabled={isLoading}>
          {isLoading ? 'Сохраняем…' : 'Сохранить'}
        </Button>
        <Link href={regionPath('/lk/personal-info')} css={(theme: Theme) => textLink(theme)}>
          Отмена
        </Link>
      </div>
    </form>
  );
}
