import type { ServerConfig } from '../config';
import { type Mailer, unconfiguredMailer } from './mailer';
import { smtpMailer } from './smtp-mailer';

/** The server's mailer: SMTP when `SMTP_URL` is set, otherwise one that says nothing was sent. */
export function mailerFromConfig(config: Pick<ServerConfig, 'smtpUrl' | 'mailFrom'>): Mailer {
  return config.smtpUrl
    ? smtpMailer({ url: config.smtpUrl, from: config.mailFrom })
    : unconfiguredMailer();
}
