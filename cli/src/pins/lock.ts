import { closeSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs';
import { PinError } from './pin-file';

/** A holder that has not let go within this long is gone (a crash, a killed terminal). */
const STALE_AFTER_MS = 60_000;
const WAIT_STEP_MS = 50;

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the lock at `lockFile` was left by a process that died or hung. */
function isStale(lockFile: string): boolean {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
    const age = Date.now() - statSync(lockFile).mtimeMs;
    return age > STALE_AFTER_MS || !Number.isInteger(pid) || pid <= 0 || !isAlive(pid);
  } catch {
    return false; // it vanished: the next attempt takes it
  }
}

/**
 * Runs `change` while holding `<pinFile>.lock`, so that concurrent pin changes of one environment
 * happen one after the other (each reads the file the previous one wrote). A stale lock is taken
 * over; a live one is waited for up to `timeoutMs`.
 */
export function withPinLock<T>(pinFile: string, change: () => T, timeoutMs = 15_000): T {
  const lockFile = `${pinFile}.lock`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const fd = openSync(lockFile, 'wx');
      writeSync(fd, `${process.pid}\n${new Date().toISOString()}\n`);
      closeSync(fd);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (isStale(lockFile)) {
        rmSync(lockFile, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new PinError(`${lockFile} is held by another pin change; try again`);
      }
      sleep(WAIT_STEP_MS);
    }
  }
  try {
    return change();
  } finally {
    rmSync(lockFile, { force: true });
  }
}
