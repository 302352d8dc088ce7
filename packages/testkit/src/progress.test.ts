import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from '@jest/globals';
import { treeCpuTicks, whileProgressing } from './progress.js';

const children: ChildProcess[] = [];
const start = (script: string) => {
  const child = spawn(process.execPath, ['-e', script], { stdio: 'ignore' });
  children.push(child);
  return child;
};

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

describe('whileProgressing', () => {
  it('waits past the stall budget while the process keeps working, and answers once the check passes', async () => {
    const busy = start('for (;;) {}');
    const began = Date.now();
    const value = await whileProgressing(busy.pid!, async () => Date.now() - began > 600 && 'done', { stallMs: 300, everyMs: 50 });
    expect(value).toBe('done');
    expect(treeCpuTicks(busy.pid!)).toBeGreaterThan(0);
  });

  it('fails once the process makes no progress for the stall budget', async () => {
    const idle = start('setInterval(() => {}, 1000)');
    await expect(whileProgressing(idle.pid!, async () => false, { stallMs: 300, everyMs: 50 })).rejects.toThrow(/no progress/);
  });

  it('fails at once when the process is gone', async () => {
    const idle = start('setInterval(() => {}, 1000)');
    await expect(whileProgressing(idle.pid!, async () => false, { gone: () => 'exited' })).rejects.toThrow('exited');
  });
});
