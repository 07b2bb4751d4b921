/** One message the API sends: a code and a link for the person at `to`. */
export interface OutgoingMail {
  to: string;
  kind: 'confirm' | 'reset' | 'sign-up-attempt';
  subject: string;
  text: string;
}

/** Where the API's mail goes: SMTP in the servers, an in-memory capture in tests. */
export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
}

/**
 * The mailer of a server without SMTP settings: it says that nothing was sent and carries on, so
 * sign-up still answers. It never logs the text: the code in it would let a log reader sign in.
 */
export function unconfiguredMailer(
  log: (line: string) => void = (line) => console.warn(line),
): Mailer {
  return {
    send(mail) {
      log(`dev-api: mail is not configured (set SMTP_URL): the ${mail.kind} mail was not sent`);
      return Promise.resolve();
    },
  };
}
