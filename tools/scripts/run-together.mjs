// `node tools/scripts/run-together.mjs lint format:check ...`: runs root scripts at once and fails
// when any fails. For checks that each leave a core idle (eslint and prettier run on one thread,
// the type-check waits on package order): on two cores they finish sooner side by side than one
// after another (decision 0076). Each script's output is printed whole when it ends, so the log
// reads as if they had run in turn.
import { spawn } from 'node:child_process';

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: node tools/scripts/run-together.mjs SCRIPT [SCRIPT ...]');
  process.exit(2);
}

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('pnpm', ['run', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      process.stdout.write(Buffer.concat(output));
      const outcome = code === 0 ? 'passed' : `FAILED (${signal ?? `exit ${code}`})`;
      console.log(`-- ${script}: ${outcome} in ${seconds} s`);
      resolve(code === 0);
    });
  });
}

const results = await Promise.all(scripts.map(run));
process.exitCode = results.every(Boolean) ? 0 : 1;
