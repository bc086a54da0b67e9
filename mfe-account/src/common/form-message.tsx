import { formMessage } from './form-styles';

export type Outcome = { kind: 'error' | 'info'; text: string } | null;

/** The outcome of a form's last action: an alert for an error, a status note otherwise; nothing before. */
export function FormMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return (
    <p role={outcome.kind === 'error' ? 'alert' : 'status'} css={formMessage(outcome.kind)}>
      {outcome.text}
    </p>
  );
}

/** An error of a form, or nothing. */
export const FormError = ({ message }: { message: string | null | undefined }) => (
  <FormMessage outcome={message ? { kind: 'error', text: message } : null} />
);
