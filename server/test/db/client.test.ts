import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/db/client';

const dirs: string[] = [];
const tempDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontdesk-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second opener of the same folder, and frees it on close', async () => {
    const dataDir = tempDataDir();
    const first = await openPglite(dataDir);
    await expect(openPglite(dataDir)).rejects.toThrow(/in use by another Frontdesk process/);
    // The refusal must not have removed the holder's lock.
    expect(existsSync(`${dataDir}.lock`)).toBe(true);
    await first.close();
    expect(existsSync(`${dataDir}.lock`)).toBe(false);
    const again = await openPglite(dataDir);
    await again.ping();
    await again.close();
    // Two embedded databases created from scratch: slow on a busy machine.
  }, 60_000);

  it('takes over a lock left by a process that no longer runs', async () => {
    const dataDir = tempDataDir();
    writeFileSync(`${dataDir}.lock`, '999999');
    const handle = await openPglite(dataDir);
    await handle.ping();
    await handle.close();
  });
});
