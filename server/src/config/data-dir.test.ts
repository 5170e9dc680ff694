import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './index';

const root = mkdtempSync(join(tmpdir(), 'prep-data-dir-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('DATA_DIR at start-up', () => {
  it('is created with its missing parents, and the generated JWT secret kept in it', () => {
    const dataDir = join(root, 'new', 'deeper', 'data');
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.dataDir).toBe(dataDir);
    expect(statSync(dataDir).isDirectory()).toBe(true);
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(true);
    // Also when the secret comes from the environment and nothing else would have written there.
    const second = join(root, 'other', 'data');
    loadConfig({ DATA_DIR: second, JWT_SECRET: 'from-the-environment' });
    expect(statSync(second).isDirectory()).toBe(true);
  });

  it('stops the server with one sentence when it cannot be made', () => {
    const file = join(root, 'a-file');
    writeFileSync(file, 'not a folder');
    expect(() => loadConfig({ DATA_DIR: file, JWT_SECRET: 'x' })).toThrow(`DATA_DIR ${file} is a file, not a folder`);
    expect(() => loadConfig({ DATA_DIR: join(file, 'data'), JWT_SECRET: 'x' })).toThrow(
      /^DATA_DIR .*a-file\/data does not exist and cannot be created: ENOTDIR/,
    );
    // As `npm start` runs it: a message and exit code 1, no stack trace.
    const start = spawnSync(process.execPath, ['--import', 'tsx', new URL('../main.ts', import.meta.url).pathname], {
      env: { ...process.env, DATA_DIR: join(file, 'data'), JWT_SECRET: 'x' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(start.status).toBe(1);
    expect(start.stderr.trim()).toMatch(/^Cannot start: DATA_DIR .*a-file\/data does not exist and cannot be created/);
    expect(start.stderr).not.toMatch(/\n\s+at /);
  });
});
