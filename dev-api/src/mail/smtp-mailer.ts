import { createTransport } from 'nodemailer';
import type { Mailer } from './mailer';

export interface SmtpSettings {
  /** For example `smtp://localhost:1025` or `smtps://user:pass@mail.example.com`. */
  url: string;
  from: string;
}

/** Sends through an SMTP server: a provider in production, the local mail catcher in development. */
export function smtpMailer({ url, from }: SmtpSettings): Mailer {
  const transport = createTransport(url);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        // Lets a reader of the catcher tell the kinds apart without parsing the wording.
        headers: { 'X-Adlens-Mail': mail.kind },
      });
    },
  };
}
