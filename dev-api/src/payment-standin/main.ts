import { serve } from '@hono/node-server';
import { z } from 'zod';
import { STANDIN_GATEWAY_DEFAULT_PORT, STANDIN_GATEWAY_DEV_SECRET } from './dev-secret';
import { createStandinGateway } from './standin-gateway';

// Its own port, so the API reaches it as it would a real gateway (PAYMENT_GATEWAY_URL).
const port = z.coerce
  .number()
  .int()
  .min(0)
  .max(65535)
  .default(STANDIN_GATEWAY_DEFAULT_PORT)
  .parse(process.env.PAYMENT_STANDIN_PORT);
const secret = process.env.PAYMENT_GATEWAY_SECRET || STANDIN_GATEWAY_DEV_SECRET;

serve({ fetch: createStandinGateway({ secret }).fetch, port, hostname: '127.0.0.1' }, (info) => {
  console.log(`payment stand-in: http://localhost:${info.port}`);
});
