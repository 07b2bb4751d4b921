import { ProgressBar } from '@adlens/shared-ui';
import { useAtomValue, useSetAtom } from 'jotai';
import { useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router-dom';
import { paintedPath, releasePaintedPage } from '../federation/prerendered-paint';
import { clearLoadFailureAtom, loadFailedAtAtom } from '../navigation/load-failure-atoms';
import { CreditLimitDialog } from '../shell/credit-limit-dialog';

/** Whether the page shown is the status page of a failed load; forgotten once the user leaves it. */
function useLoadFailed(idle: boolean): boolean {
  const failedAt = useAtomValue(loadFailedAtAtom);
  const clear = useSetAtom(clearLoadFailureAtom);
  const { pathname } = useLocation();
  // While the redirect to the status page runs, the old page is still shown: wait for idle.
  const left = idle && failedAt !== null && failedAt !== pathname;
  useEffect(() => {
    if (left) clear();
  }, [left, clear]);
  return failedAt === pathname;
}

/**
 * A page painted before the app ran (decision 0041) stays until its own code has rendered
 * (`RemotePage`), unless the app lands elsewhere: a guard's redirect, a page of the host.
 */
function useReleasePaintedPageElsewhere(idle: boolean) {
  const { pathname } = useLocation();
  useLayoutEffect(() => {
    const painted = paintedPath();
    if (idle && painted !== null && painted !== pathname) releasePaintedPage();
  }, [idle, pathname]);
}

/**
 * Wraps every layout: the navigation progress bar (marked failed on the status page of a failed
 * page-data load, spec section 8), scroll restoration (top on a new path, the
 * saved position on back; positions kept in sessionStorage) and the credit-limit dialog.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  const failed = useLoadFailed(idle);
  useReleasePaintedPageElsewhere(idle);
  return (
    <>
      <ProgressBar loading={!idle} failed={failed} label="Page loading" />
      <Outlet />
      <CreditLimitDialog />
      <ScrollRestoration />
    </>
  );
}
