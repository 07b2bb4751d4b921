import { execFileSync } from 'node:child_process';

export function git(root: string, args: readonly string[]): string {
  return execFileSync('git', ['-C', root, ...args], { encoding: 'utf8' }).trim();
}

/** Uncommitted changes (tracked or not) under `folder`, as `git status --porcelain` lines. */
export function uncommittedChanges(root: string, folder: string): string[] {
  const out = git(root, ['status', '--porcelain', '--', folder]);
  return out ? out.split('\n') : [];
}
