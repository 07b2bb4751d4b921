import type { Queryable } from '../../db/database';

export interface MailInput {
  email: string;
  kind: 'confirm' | 'reset';
  subject: string;
  body: string;
  code: string;
  token: string;
}

/** The dev server sends no e-mail: messages land here and `GET /v1/dev/mailbox` reads them. */
export async function deliverMail(db: Queryable, mail: MailInput, now: Date): Promise<void> {
  await db.query(
    'INSERT INTO mailbox (email, kind, subject, body, code, token, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7)',
    [
      mail.email.toLowerCase(),
      mail.kind,
      mail.subject,
      mail.body,
      mail.code,
      mail.token,
      now.toISOString(),
    ],
  );
}
