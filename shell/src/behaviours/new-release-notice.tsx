import { useState } from 'react';
import { Button } from '@apteka/ui';
import { BottomNotice } from './bottom-notice';
import { useNewRelease } from './new-release';

export interface NewReleaseNoticeProps {
  /** whether a reload now would lose what the shopper typed into a form */
  hasUnsavedInput: () => boolean;
  reload?: () => void;
}

/**
 * «Доступна новая версия сайта»: offered, never forced. The page reloads only when the shopper asks, and a shopper
 * in the middle of a form is told first that a reload loses what they typed.
 */
export function NewReleaseNotice({ hasUnsavedInput, reload = () => window.location.reload() }: NewReleaseNoticeProps) {
  const available = useNewRelease();
  const [warning, setWarning] = useState(false);
  const [later, setLater] = useState(false);
  if (!available || later) return null;
  return (
    <BottomNotice labelledBy="new-release-title">
      <p id="new-release-title" role="status">
        Доступна новая версия сайта
        {warning && <> — в форме на странице есть введённые данные, после обновления они пропадут.</>}
      </p>
      <Button onClick={() => (warning || !hasUnsavedInput() ? reload() : setWarning(true))}>
        {warning ? 'Обновить всё равно' : 'Обновить'}
      </Button>
      <Button variant="secondary" onClick={() => setLater(true)}>
        Позже
      </Button>
    </BottomNotice>
  );
}
