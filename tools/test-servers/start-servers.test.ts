import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, it } from 'node:test';

const SCRIPT = path.join(import.meta.dirname, 'start-servers.mjs');

/** A port free at the moment of asking. */
async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** A script serving HTTP on `port` after `delayMs`; it answers with the time it began listening. */
function serverScript(port: number, delayMs = 0): string {
  return `setTimeout(() => { const at = String(Date.now()); require('node:http').createServer((q, s) => s.end(at)).listen(${port}); }, ${delayMs})`;
}

/** The shell command of serverScript. */
function httpServer(port: number, delayMs = 0): string {
  return `node -e "${serverScript(port, delayMs)}"`;
}

async function answers(port: number): Promise<boolean> {
  return fetch(`http://127.0.0.1:${port}/`).then(
    () => true,
    () => false,
  );
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exit: Promise<number | null>;
}

function startServers(servers: object[], timeoutMs = '20000'): Run {
  const child = spawn(process.execPath, [SCRIPT], {
    // Its own process group, as Playwright gives it: the script ends that group on failure.
    detached: true,
    env: {
      ...process.env,
      E2E_SERVERS: JSON.stringify(servers),
      E2E_SERVERS_TIMEOUT_MS: timeoutMs,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  child.stdout?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const exit = once(child, 'exit').then(([code]) => code as number | null);
  return { child, output: () => text, exit };
}

async function until(check: () => boolean | Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

function stopGroup(run: Run) {
  if (run.child.pid !== undefined) process.kill(-run.child.pid, 'SIGKILL');
}

describe('start-servers', { timeout: 60_000 }, () => {
  it('starts servers side by side, one after the server it waits for, and says when all answer', async () => {
    const [slow, quick, later] = await Promise.all([freePort(), freePort(), freePort()]);
    const run = startServers([
      { name: 'slow', command: httpServer(slow, 1500), url: `http://127.0.0.1:${slow}/`, env: {} },
      { name: 'quick', command: httpServer(quick), url: `http://127.0.0.1:${quick}/`, env: {} },
      {
        name: 'later',
        command: httpServer(later),
        url: `http://127.0.0.1:${later}/`,
        env: {},
        after: 'slow',
      },
    ]);
    try {
      await until(() => run.output().includes('every server answers'));
      const startedAt = async (port: number) =>
        Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
      // All answer; `quick` did not wait for `slow`, and `later` started only once `slow` answered.
      const [slowAt = 0, quickAt = 0, laterAt = 0] = await Promise.all(
        [slow, quick, later].map(startedAt),
      );
      assert.ok(quickAt < slowAt, 'quick started before slow answered');
      assert.ok(laterAt >= slowAt, 'later started after slow answered');
    } finally {
      stopGroup(run);
    }
  });

  it('fails at once, naming the server, when one exits before answering', async () => {
    const [port, other] = await Promise.all([freePort(), freePort()]);
    const run = startServers([
      { name: 'broken', command: 'exit 3', url: `http://127.0.0.1:${port}/`, env: {} },
      { name: 'fine', command: httpServer(other), url: `http://127.0.0.1:${other}/`, env: {} },
    ]);
    const code = await run.exit;
    assert.notEqual(code, 0);
    assert.match(run.output(), /broken exited \(code 3\)/);
    assert.doesNotMatch(run.output(), /every server answers/);
    // The group was ended: the server that did start is gone with it.
    await until(
      async () =>
        !(await fetch(`http://127.0.0.1:${other}/`).then(
          () => true,
          () => false,
        )) as never,
    );
  });

  it('fails, naming the server, when one starts but never answers', async () => {
    const [port, other] = await Promise.all([freePort(), freePort()]);
    const run = startServers(
      [
        { name: 'stuck', command: 'sleep 30', url: `http://127.0.0.1:${port}/`, env: {} },
        { name: 'fine', command: httpServer(other), url: `http://127.0.0.1:${other}/`, env: {} },
      ],
      '1500',
    );
    assert.notEqual(await run.exit, 0);
    assert.match(run.output(), new RegExp(`stuck did not answer at http://127.0.0.1:${port}/`));
    await until(async () => !(await answers(other)));
  });

  it('refuses to start when something already answers at a server URL', async () => {
    const port = await freePort();
    const squatter = spawn(process.execPath, ['-e', serverScript(port)], { stdio: 'ignore' });
    try {
      await until(() => answers(port));
      const run = startServers([
        { name: 'web', command: httpServer(port), url: `http://127.0.0.1:${port}/`, env: {} },
      ]);
      assert.notEqual(await run.exit, 0);
      assert.match(run.output(), /already answers/);
    } finally {
      squatter.kill('SIGKILL');
    }
  });
});
