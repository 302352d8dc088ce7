/**
 * Summarises a V8 .cpuprofile (from `node --cpu-prof`): where the busy time went, by function (self
 * and inclusive) and by module. Also runs alone: `tsx bench/profile-summary.ts FILE.cpuprofile [TOP]`.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface CallFrame {
  functionName: string;
  url: string;
  lineNumber: number;
}

interface ProfileNode {
  id: number;
  callFrame: CallFrame;
  children?: number[];
}

interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
}

const root = fileURLToPath(new URL('..', import.meta.url));
const NOT_BUSY = new Set(['(idle)', '(root)']);
/** Native frames of a socket write (the system call, with the copy into the kernel). */
const SOCKET_WRITES = new Set([
  'writev',
  'writeBuffer',
  'writeUtf8String',
  'writeLatin1String',
  'writeAsciiString',
  'writeUcs2String',
  'writeString',
]);

/** node_modules/.pnpm/<pkg>@<v>/node_modules/<name>/… → <name>; project files → their package folder. */
export function moduleOf(frame: CallFrame): string {
  const { url, functionName } = frame;
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  const nm = url.lastIndexOf('/node_modules/');
  if (nm >= 0) {
    const rest = url.slice(nm + '/node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url.split('/').slice(0, 2).join('/');
  const local = url.replace(/^file:\/\//, '').replace(root, '');
  const parts = local.split('/');
  return parts[0] === 'services' || parts[0] === 'packages' ? `${parts[0]}/${parts[1]}` : local;
}

function frameKey(frame: CallFrame): string {
  const file = frame.url
    .replace(/^file:\/\//, '')
    .replace(root, '')
    .replace(/^.*\/node_modules\/\.pnpm\/[^/]+\/node_modules\//, '');
  return `${frame.functionName || '(anonymous)'}${file ? ` ${file}:${frame.lineNumber + 1}` : ''}`;
}

/** A time window in CLOCK_MONOTONIC microseconds: the clock of both V8's profiles and process.hrtime. */
export interface Window {
  label: string;
  startUs: number;
  endUs: number;
}

/** process.hrtime in microseconds; comparable with the timestamps of any process's .cpuprofile. */
export const monotonicUs = () => Number(process.hrtime.bigint() / 1000n);

/** Summary of the samples inside `windows` (all samples when none is given). */
export function summarizeProfile(file: string, top = 20, windows: readonly Window[] = []): string {
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);

  const self = new Map<string, number>();
  const inclusive = new Map<string, number>();
  const modules = new Map<string, number>();
  /** Socket writes by the first two library or project frames that made them. */
  const writers = new Map<string, number>();
  let busy = 0;
  let total = 0;
  let at = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    at += profile.timeDeltas[i] ?? 0;
    if (windows.length && !windows.some((w) => at >= w.startUs && at <= w.endUs)) continue;
    // A sample stands for the time until the next one.
    const us = profile.timeDeltas[i + 1] ?? profile.timeDeltas[i] ?? 0;
    total += us;
    const node = byId.get(profile.samples[i]!)!;
    if (NOT_BUSY.has(node.callFrame.functionName)) continue;
    busy += us;
    const key = frameKey(node.callFrame);
    self.set(key, (self.get(key) ?? 0) + us);
    const mod = moduleOf(node.callFrame);
    modules.set(mod, (modules.get(mod) ?? 0) + us);
    if (SOCKET_WRITES.has(node.callFrame.functionName) && !node.callFrame.url) {
      const chain: string[] = [];
      for (let id = parent.get(node.id); id !== undefined && chain.length < 2; id = parent.get(id)) {
        const frame = byId.get(id)!.callFrame;
        if (frame.url && !frame.url.startsWith('node:')) chain.push(frameKey(frame));
      }
      const k = chain.join(' < ') || '(node internals)';
      writers.set(k, (writers.get(k) ?? 0) + us);
    }
    const seen = new Set<string>();
    for (let id: number | undefined = node.id; id !== undefined; id = parent.get(id)) {
      const frame = byId.get(id)!.callFrame;
      if (NOT_BUSY.has(frame.functionName) || frame.functionName === '(program)') continue;
      const k = frameKey(frame);
      if (seen.has(k)) continue;
      seen.add(k);
      inclusive.set(k, (inclusive.get(k) ?? 0) + us);
    }
  }
  const pct = (us: number) => `${((us / busy) * 100).toFixed(1).padStart(5)}%`;
  const list = (m: Map<string, number>, n: number) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, us]) => `  ${pct(us)} ${(us / 1e6).toFixed(2).padStart(6)} s  ${k}`);
  return [
    ...(windows.length ? [`phases: ${windows.map((w) => `${w.label} (${((w.endUs - w.startUs) / 1e6).toFixed(1)} s)`).join(', ')}`] : []),
    `${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s not idle (${((busy / total) * 100).toFixed(0)}%); percentages are of the not-idle time, which on a saturated machine includes waiting for a core`,
    'by module (self time):',
    ...list(modules, 15),
    `socket writes: ${pct([...writers.values()].reduce((a, b) => a + b, 0))} of the time, by caller:`,
    ...list(writers, 8),
    `top ${top} functions by self time:`,
    ...list(self, top),
    `top ${top} functions by inclusive time:`,
    ...list(inclusive, top),
  ].join('\n');
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const [file, top] = process.argv.slice(2);
  if (!file) {
    process.stderr.write('usage: tsx bench/profile-summary.ts FILE.cpuprofile [TOP]\n');
    process.exit(2);
  }
  process.stdout.write(`${summarizeProfile(file, Number(top ?? 20))}\n`);
}
