import { serve } from '@hono/node-server';
import { z } from 'zod';
import { createStandinProvider } from './standin-provider';

// Its own port, so the API reaches it as it would a real provider (OAUTH_STANDIN_URL).
const port = z.coerce
  .number()
  .int()
  .min(0)
  .max(65535)
  .default(4010)
  .parse(process.env.OAUTH_STANDIN_PORT);

serve({ fetch: createStandinProvider().fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`oauth stand-in: http://localhost:${info.port}`);
});
