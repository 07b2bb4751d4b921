import { ProgressBar } from '@adlens/shared-ui';
import { Outlet, ScrollRestoration, useNavigation } from 'react-router-dom';
import { CreditLimitDialog } from '../shell/credit-limit-dialog';

/**
 * Wraps every layout: the navigation progress bar, scroll restoration (top on a new path, the
 * saved position on back; positions kept in sessionStorage) and the credit-limit dialog.
 */
export function RootLayout() {
  const navigation = useNavigation();
  return (
    <>
      <ProgressBar loading={navigation.state !== 'idle'} label="Page loading" />
      <Outlet />
      <CreditLimitDialog />
      <ScrollRestoration />
    </>
  );
}
