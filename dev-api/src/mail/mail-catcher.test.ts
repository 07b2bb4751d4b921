import { mailCatcher } from './mail-catcher';

test('the dev catcher listens on 1025 and 1080 unless the environment names other ports', () => {
  expect(mailCatcher({})).toEqual({
    smtpUrl: 'smtp://127.0.0.1:1025',
    inboxUrl: 'http://localhost:1080',
  });
  expect(mailCatcher({ MAIL_SMTP_PORT: '2525', MAIL_WEB_PORT: '8025' })).toEqual({
    smtpUrl: 'smtp://127.0.0.1:2525',
    inboxUrl: 'http://localhost:8025',
  });
});
