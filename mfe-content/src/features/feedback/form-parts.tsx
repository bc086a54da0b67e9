import type { Theme } from '@emotion/react';
import { visuallyHidden } from '@apteka/ui';

/**
 * The field people never see and never fill (the server drops a request that fills it). Hidden from screen
 * readers and out of the tab order, so no shopper trips over it.
 */
export function BotTrap({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" css={visuallyHidden}>
      <label>
        Не заполняйте это поле
        <input
          tabIndex={-1}
          autoComplete="off"
          name="website"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </label>
    </div>
  );
}

/** A failure of the whole form (not of one field), read out at once. */
export function FormFailure({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" css={(theme: Theme) => ({ color: theme.colors.danger })}>
      {message}
    </p>
  );
}

/** The framed block a form stands in, titled by its h2. */
export const formPanel = (theme: Theme) => ({
  background: theme.colors.surface,
  borderRadius: theme.radius,
  padding: 20,
  margin: '24px 0',
  maxWidth: 720,
});
