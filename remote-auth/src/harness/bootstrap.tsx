import { createFakeHostServices } from '@adlens/shared-contracts/testing';
import { renderHarness } from '@adlens/harness';
import pageList from '../../pages.json';
import { importPage } from './import-page';
import { HARNESS_CODE, createFakeAuthApi } from './fake-auth-api';

const services = createFakeHostServices({ user: null, handlers: createFakeAuthApi() });

// The fake host has no notification bar: show what the host would, in the console.
const show = services.notify.show;
services.notify.show = (notification) => {
  console.info(`[host notify] ${notification.type ?? 'default'}: ${notification.message}`);
  show(notification);
};
console.info(
  `[remote-auth harness] demo@adlens.test / adlens-demo; every mailed code is ${HARNESS_CODE}`,
);

renderHarness({
  remote: 'remote_auth',
  pageList,
  importPage,
  // Where a sign-in lands; the real dashboard belongs to remote-account.
  standIns: [
    {
      path: '/dashboard/*',
      Component: () => (
        <main>
          <h1>Dashboard (host stand-in)</h1>
        </main>
      ),
    },
  ],
  services,
});
