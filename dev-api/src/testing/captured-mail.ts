import type { Mailer, OutgoingMail } from '../mail/mailer';

/** An in-memory mailer for tests: what the API would have handed to the SMTP server. */
export interface CapturedMail extends Mailer {
  readonly sent: readonly OutgoingMail[];
  /** The code in the newest mail of `kind` to `email`, read from its text as a person would. */
  latestCode(email: string, kind?: OutgoingMail['kind']): string | undefined;
}

export function captureMail(): CapturedMail {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    send(mail) {
      sent.push(mail);
      return Promise.resolve();
    },
    latestCode(email, kind) {
      const newest = sent.findLast(
        (mail) =>
          mail.to.toLowerCase() === email.toLowerCase() &&
          (kind === undefined || mail.kind === kind),
      );
      return newest?.text.match(/code is (\d+)/)?.[1];
    },
  };
}
