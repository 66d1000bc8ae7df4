import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'frontdesk-config-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

const SECRET = 'a-configured-secret-that-is-long-enough-0123';

describe('loadConfig', () => {
  it('refuses to start in production without APP_SECRET', () => {
    const dataDir = tempDir();
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir })).toThrow(/APP_SECRET/);
    expect(existsSync(path.join(dataDir, 'app-secret'))).toBe(false);
  });

  it('starts in production with an APP_SECRET', () => {
    const config = loadConfig({ NODE_ENV: 'production', DATA_DIR: tempDir(), APP_SECRET: SECRET });
    expect(config.appSecret).toBe(SECRET);
    expect(config.env).toBe('production');
  });

  it('uses embedded PGlite in DATA_DIR when DATABASE_URL is unset', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir, APP_SECRET: SECRET });
    expect(config.database).toEqual({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    expect(config.dataDir).toBe(path.resolve(dataDir));
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, DATABASE_URL: 'postgres://u:p@db:5432/frontdesk' });
    expect(config.database).toEqual({ kind: 'postgres', url: 'postgres://u:p@db:5432/frontdesk' });
  });

  it('generates APP_SECRET once into DATA_DIR and reuses it', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    const file = path.join(dataDir, 'app-secret');
    expect(existsSync(file)).toBe(true);
    expect(first.appSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(file, 'utf8').trim()).toBe(first.appSecret);
    expect(statSync(file).mode & 0o077).toBe(0);
    expect(loadConfig({ DATA_DIR: dataDir }).appSecret).toBe(first.appSecret);
    // Another data directory gets another secret.
    expect(loadConfig({ DATA_DIR: tempDir() }).appSecret).not.toBe(first.appSecret);
  });

  it('applies the defaults', () => {
    const config = loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET });
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      trustProxy: false,
    });
    expect(config.superAdmin).toBeUndefined();
    expect(config.mail.smtpUrl).toBeUndefined();
  });

  it('normalises PUBLIC_URL and the super admin e-mail', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      APP_SECRET: SECRET,
      PUBLIC_URL: 'https://desk.example.com/',
      SUPER_ADMIN_EMAIL: 'Root@Example.com',
      SUPER_ADMIN_PASSWORD: 'long-enough-password',
    });
    expect(config.publicUrl).toBe('https://desk.example.com');
    expect(config.superAdmin).toEqual({ email: 'root@example.com', password: 'long-enough-password' });
  });

  it('trusts a number of proxy hops or a list of proxy addresses, and refuses to trust every client', () => {
    const load = (value: string) => loadConfig({ DATA_DIR: tempDir(), APP_SECRET: SECRET, TRUST_PROXY: value }).trustProxy;
    expect(load('false')).toBe(false);
    expect(load('0')).toBe(false);
    expect(load('2')).toBe(2);
    expect(load('10.0.0.0/8, 192.168.1.10,fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.10', 'fd00::/8']);
    expect(() => load('true')).toThrow(/TRUST_PROXY=true would trust any X-Forwarded-For/);
    expect(() => load('10.0.0.0/40')).toThrow(/not an IP address or network: 10.0.0.0\/40/);
    expect(() => load('proxy.local')).toThrow(/not an IP address or network/);
  });

  it('names every bad variable in one error', () => {
    let message = '';
    try {
      loadConfig({ DATA_DIR: tempDir(), APP_SECRET: 'short', PORT: 'abc', LOG_LEVEL: 'loud' });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration/);
    expect(message).toContain('APP_SECRET');
    expect(message).toContain('PORT');
    expect(message).toContain('LOG_LEVEL');
  });
});
