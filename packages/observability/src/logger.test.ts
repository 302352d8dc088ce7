import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const index = fileURLToPath(new URL('./index.ts', import.meta.url));

/**
 * Runs `body` in a child process that counts its writes to standard output (fs.write and fs.writeSync on fd 1),
 * with `log` a logger of this package; answers its stdout, and the count it printed on stderr at exit.
 */
async function run(body: string): Promise<{ lines: string[]; writes: number }> {
  const script = `
    import fs from 'node:fs';
    let writes = 0;
    for (const name of ['write', 'writeSync']) {
      const original = fs[name];
      fs[name] = function (fd, ...rest) { if (fd === 1) writes++; return original.call(this, fd, ...rest); };
    }
    process.on('exit', () => process.stderr.write('writes=' + writes));
    const { createLogger } = await import(${JSON.stringify(index)});
    const log = createLogger('test');
    ${body}`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr.on('data', (c: Buffer) => (err += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  expect({ code, err: err.replace(/writes=\d+$/, '') }).toEqual({ code: 0, err: '' });
  return { lines: out.split('\n').filter((l) => l !== ''), writes: Number(/writes=(\d+)$/.exec(err)?.[1]) };
}

describe('createLogger', () => {
  it('writes a hundred lines in a few writes, every line whole, and what is buffered before an immediate exit', async () => {
    const { lines, writes } = await run(`for (let i = 0; i < 100; i++) log.info({ i }, 'line'); process.exit(0);`);
    expect(lines.map((l) => (JSON.parse(l) as { i: number; service: string }).i)).toEqual([...Array(100).keys()]);
    expect(writes).toBeGreaterThan(0);
    expect(writes).toBeLessThan(10);
  });

  it('writes a lone line while the process runs on, without waiting for more', async () => {
    // The child exits only once its line has been written (by the periodic flush, not at exit), or with 3 after 20 s.
    const { lines } = await run(`
      log.warn('alone');
      const deadline = Date.now() + 20_000;
      await new Promise((resolve) => { const t = setInterval(() => { if (writes > 0) { clearInterval(t); resolve(); } else if (Date.now() > deadline) process.exit(3); }, 5); });`);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'alone', service: 'test', level: 40 });
  });
});
