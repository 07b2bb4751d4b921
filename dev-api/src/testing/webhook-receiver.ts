import { type IncomingHttpHeaders, type ServerResponse, createServer } from 'node:http';

export interface ReceivedDelivery {
  path: string;
  headers: IncomingHttpHeaders;
  /** The body's bytes as text, exactly as they arrived (what the signature covers). */
  body: string;
}

/** How the receiver answers one request: a status (and headers), or never. */
export type ReceiverAnswer = { status: number; headers?: Record<string, string> } | 'hold';

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly received: ReceivedDelivery[];
  /** Answers for the next requests, in order; once used up, requests get 200. */
  answer(...answers: ReceiverAnswer[]): void;
  /** Resolves with the request number `index` (0-based) once it has arrived. */
  request(index: number): Promise<ReceivedDelivery>;
  close(): Promise<void>;
}

/** A local HTTP receiver on 127.0.0.1 for webhook tests: records what arrives. */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: ReceivedDelivery[] = [];
  const answers: ReceiverAnswer[] = [];
  const waiting = new Map<number, (delivery: ReceivedDelivery) => void>();
  const held: ServerResponse[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const delivery = {
        path: request.url ?? '',
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      received.push(delivery);
      waiting.get(received.length - 1)?.(delivery);
      const answer = answers.shift() ?? { status: 200 };
      if (answer === 'hold') {
        held.push(response);
        return;
      }
      response.writeHead(answer.status, answer.headers).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('receiver has no port');
  const { port } = address;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    answer: (...next) => answers.push(...next),
    request: (index) => {
      const arrived = received[index];
      if (arrived) return Promise.resolve(arrived);
      return new Promise((resolve) => waiting.set(index, resolve));
    },
    close: () =>
      new Promise((resolve) => {
        for (const response of held) response.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
