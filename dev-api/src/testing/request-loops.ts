import { setTimeout as sleep } from 'node:timers/promises';

/** One answer a loop got; times are `performance.now()` of this process. */
export interface LoopAnswer {
  loop: number;
  startedAt: number;
  endedAt: number;
  /** 0: no HTTP answer at all (the connection was refused or reset). */
  status: number;
  body: unknown;
}

export interface LoopRequest {
  method: string;
  path: string;
  body?: unknown;
}

export interface RequestLoops {
  readonly answers: readonly LoopAnswer[];
  /** Resolves once `done(answers)` holds (checked after every answer), or throws after `withinMs`. */
  until(
    done: (answers: readonly LoopAnswer[]) => boolean,
    withinMs: number,
    what: string,
  ): Promise<void>;
  stop(): Promise<void>;
}

async function send(baseUrl: string, token: string, request: LoopRequest) {
  const response = await fetch(`${baseUrl}${request.path}`, {
    method: request.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // A body that is not JSON stays text: the test reports it as such.
  }
  return { status: response.status, body, retryAfter: response.headers.get('retry-after') };
}

/**
 * `count` loops, each sending one request after the other as a signed-in user would
 * (`requestOf(loop, n)` says which). After a failed answer a loop waits what its Retry-After
 * says (1 s without one), as a well-behaved client does.
 */
export function startRequestLoops(options: {
  baseUrl: string;
  token: string;
  count: number;
  requestOf: (loop: number, n: number) => LoopRequest;
}): RequestLoops {
  const answers: LoopAnswer[] = [];
  let stopped = false;
  let changed: () => void = () => {};
  async function loop(index: number) {
    for (let n = 0; !stopped; n += 1) {
      const startedAt = performance.now();
      let status = 0;
      let body: unknown = null;
      let waitSeconds = 1;
      try {
        const answer = await send(options.baseUrl, options.token, options.requestOf(index, n));
        status = answer.status;
        body = answer.body;
        waitSeconds = Number(answer.retryAfter ?? 1) || 1;
      } catch (error) {
        body = error instanceof Error ? error.message : String(error);
      }
      answers.push({ loop: index, startedAt, endedAt: performance.now(), status, body });
      changed();
      if (status !== 200 && !stopped) await sleep(waitSeconds * 1000);
    }
  }
  const running = Array.from({ length: options.count }, (_, index) => loop(index));
  return {
    answers,
    until(done, withinMs, what) {
      return new Promise((resolve, reject) => {
        const deadline = setTimeout(() => {
          changed = () => {};
          reject(new Error(`${what}: not within ${withinMs} ms`));
        }, withinMs);
        changed = () => {
          if (!done(answers)) return;
          clearTimeout(deadline);
          changed = () => {};
          resolve();
        };
        changed();
      });
    },
    async stop() {
      stopped = true;
      await Promise.all(running);
    },
  };
}
