import { navigateToUrl } from 'single-spa';
import { errorText } from '@apteka/api-client';
import { bus } from '@apteka/bus';
import { Button } from '@apteka/ui';
import { useSignOutMutation } from './auth-api';
import { useSessionChanged } from './session';

/** «Выйти»: the server ends the session, and the shopper goes to the front page. */
export function SignOutButton() {
  const [signOut, { isLoading }] = useSignOutMutation();
  const changed = useSessionChanged();
  const leave = async () => {
    try {
      await signOut().unwrap();
      changed(null);
      navigateToUrl('/');
    } catch (error) {
      bus.emit('notify', { kind: 'ERROR', message: errorText(error) });
    }
  };
  return (
    <Button variant="link" onClick={() => void leave()} disabled={isLoading}>
      Выйти
    </Button>
  );
}
