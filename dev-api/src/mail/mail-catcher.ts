import { z } from 'zod';

const portsSchema = z.object({
  MAIL_SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(1025),
  MAIL_WEB_PORT: z.coerce.number().int().min(1).max(65535).default(1080),
});

/** Where the dev composition's mail catcher (MailDev, `pnpm dev`) listens; ports from the environment. */
export function mailCatcher(env: NodeJS.ProcessEnv = process.env) {
  const ports = portsSchema.parse(env);
  return {
    smtpUrl: `smtp://127.0.0.1:${ports.MAIL_SMTP_PORT}`,
    inboxUrl: `http://localhost:${ports.MAIL_WEB_PORT}`,
  };
}
