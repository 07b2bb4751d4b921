import type { Platform } from '@adlens/shared-contracts';
import { z } from 'zod';

const STORAGE_KEY = 'adlens.search.opened-ads';
const MAX_REMEMBERED = 500;
const storedSchema = z.array(z.string().max(40)).max(MAX_REMEMBERED);

function read(): string[] {
  try {
    const raw = window.sessionStorage.getItem(STORAGE_KEY);
    const parsed = storedSchema.safeParse(raw ? JSON.parse(raw) : []);
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/** Ads whose detail this browser session already paid for (the server charges once per ad). */
export function wasOpened(platform: Platform, id: number): boolean {
  return read().includes(`${platform}:${id}`);
}

export function rememberOpened(platform: Platform, id: number): void {
  const key = `${platform}:${id}`;
  const next = [key, ...read().filter((item) => item !== key)].slice(0, MAX_REMEMBERED);
  try {
    window.sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage full or disabled: the next visit asks to confirm again, which is only a click.
  }
}
