// `node tools/test-servers/start-servers.mjs`: starts the servers a suite needs side by side and
// prints READY_LINE once every one answers. Playwright starts the entries of `webServer` one after
// another; the e2e suite's six (a full seed among them) spent their start-up in turn. Each server
// is `{ name, command, url, env, quiet?, after? }` in the JSON of E2E_SERVERS: `quiet` drops its
// output; `after` names a server it waits for (one that copies the seed another stores). Every child stays in this process's
// group, so the runner's kill of the group at the end takes them all. If one exits first or does
// not answer in time, this process says which and ends the group: the run fails at once, and no
// server is left holding a port.
import { spawn } from 'node:child_process';

/** What the runner waits for (playwright.config.ts `wait.stdout`). */
const READY_LINE = 'test servers: every server answers';
const POLL_MS = 250;
const TIMEOUT_MS = Number(process.env.E2E_SERVERS_TIMEOUT_MS ?? 240_000);

/** Whether something answers at `url` (any status below 500: a server is up and speaking HTTP). */
async function answers(url) {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.status < 500;
  } catch {
    return false;
  }
}

function prefixLines(name, stream, target) {
  let pending = '';
  stream.on('data', (chunk) => {
    const lines = (pending + chunk.toString()).split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) target.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) target.write(`[${name}] ${pending}\n`);
  });
}

async function waitUntilAnswering(server, deadline) {
  while (!(await answers(server.url))) {
    if (Date.now() > deadline) throw new Error(`${server.name} did not answer at ${server.url}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function main() {
  const servers = JSON.parse(process.env.E2E_SERVERS ?? '[]');
  if (!Array.isArray(servers) || servers.length === 0) {
    throw new Error('E2E_SERVERS must list the servers to start');
  }
  // As Playwright does for each entry: a port already answering is a server this run did not start.
  for (const server of servers) {
    if (await answers(server.url)) {
      throw new Error(`${server.url} (${server.name}) already answers: stop what runs there first`);
    }
  }
  const started = Date.now();
  const deadline = started + TIMEOUT_MS;
  const byName = new Map(servers.map((server) => [server.name, server]));
  const answering = new Map();
  const exited = [];
  const start = (server) => {
    const ended = new Promise((_resolve, reject) => {
      const child = spawn(server.command, {
        shell: true,
        env: { ...process.env, ...server.env },
        stdio: ['ignore', server.quiet ? 'ignore' : 'pipe', 'pipe'],
      });
      if (child.stdout) prefixLines(server.name, child.stdout, process.stdout);
      prefixLines(server.name, child.stderr, process.stderr);
      child.on('exit', (code, signal) =>
        reject(
          new Error(`${server.name} exited (${signal ?? `code ${code}`}) before the run ended`),
        ),
      );
    });
    // Raced below; the others' later endings are expected and not worth a warning.
    ended.catch(() => {});
    exited.push(ended);
    return Promise.race([waitUntilAnswering(server, deadline), ended]);
  };
  const ready = (server) => {
    if (!answering.has(server.name)) {
      const first = server.after ? byName.get(server.after) : undefined;
      if (server.after && !first)
        throw new Error(`${server.name} waits for ${server.after}, not listed`);
      answering.set(server.name, first ? ready(first).then(() => start(server)) : start(server));
    }
    return answering.get(server.name);
  };
  await Promise.all(servers.map(ready));
  console.log(`${READY_LINE} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  // From here on a server that exits is a failure the run should see at once.
  await Promise.race(exited);
}

main().catch((error) => {
  console.error(`test servers: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
  // The whole process group: the servers (and their own children) and this process.
  process.kill(0, 'SIGTERM');
});
