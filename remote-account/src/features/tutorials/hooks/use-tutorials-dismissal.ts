import { sawIntroEndpoint } from '@adlens/shared-contracts';
import { useHostServices, useSession } from '@adlens/shared-contracts/react';
import { useState } from 'react';
import { isTutorialsDismissed, rememberTutorialsDismissed } from '../state/tutorials-dismissal';

/** Whether the first-visit tutorials show, and how to dismiss them. */
export function useTutorialsDismissal(): { visible: boolean; dismiss: () => void } {
  const { api, session } = useHostServices();
  const { user } = useSession();
  const [dismissed, setDismissed] = useState(isTutorialsDismissed);

  function dismiss() {
    setDismissed(true);
    rememberTutorialsDismissed();
    // Silent endpoint: a failure is ignored (spec section 8); the session storage flag holds.
    api.call(sawIntroEndpoint).then(
      () => session.refreshUser(),
      () => undefined,
    );
  }

  return { visible: Boolean(user?.is_new_user) && !dismissed, dismiss };
}
