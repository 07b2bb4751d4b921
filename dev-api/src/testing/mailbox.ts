import { z } from 'zod';
import type { TestServer } from './test-server';

const mailboxSchema = z.object({
  data: z.object({ messages: z.array(z.object({ code: z.string() })) }),
});

/** The code of the newest mail to `email`, read through the dev mailbox as a user would. */
export async function mailedCode(server: TestServer, email: string): Promise<string | undefined> {
  const response = await server.request(
    'GET',
    `/v1/dev/mailbox?email=${encodeURIComponent(email)}`,
  );
  return mailboxSchema.parse(response.json).data.messages[0]?.code;
}
