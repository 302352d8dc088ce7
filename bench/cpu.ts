/**
 * CPU time by process over a phase, from /proc: the four services, Postgres, Redis, the driver and
 * everything else (other work on a shared machine shows up there), in percent of one core, with the
 * kernel's part; and the machine as a whole (busy, softirq, steal), in percent of all its cores.
 */
import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc {
  comm: string;
  ppid: number;
  ticks: number;
  /** Of which in the kernel (system calls, the loopback network stack). */
  sysTicks: number;
}

const MACHINE_FIELDS = ['user', 'nice', 'system', 'idle', 'iowait', 'irq', 'softirq', 'steal'] as const;
type MachineTicks = Record<(typeof MACHINE_FIELDS)[number], number>;

export interface CpuSnapshot {
  procs: Map<number, Proc>;
  machine: MachineTicks;
}

export function snapshot(): CpuSnapshot {
  const procs = new Map<number, Proc>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ": state ppid … utime (index 11) stime (index 12)
      procs.set(Number(entry), {
        comm,
        ppid: Number(fields[1]),
        ticks: Number(fields[11]) + Number(fields[12]),
        sysTicks: Number(fields[12]),
      });
    } catch {
      // the process ended meanwhile
    }
  }
  const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const machine = Object.fromEntries(MACHINE_FIELDS.map((f, i) => [f, line[i] ?? 0])) as MachineTicks;
  return { procs, machine };
}

export interface CpuUse {
  /** Percent of one core per group. */
  total: Record<string, number>;
  /** The kernel's part of it. */
  sys: Record<string, number>;
  /** Percent of all cores: busy (not idle or iowait), of which softirq; and steal by the hypervisor. */
  machine: { busy: number; softirq: number; steal: number };
}

/** CPU between two snapshots; `named` maps known pids to a group (their children count with them). */
export function cpuDetail(before: CpuSnapshot, after: CpuSnapshot, wallMs: number, named: Record<number, string>): CpuUse {
  const groups: Record<string, number> = {};
  const sys: Record<string, number> = {};
  for (const [pid, p] of after.procs) {
    const prev = before.procs.get(pid);
    const used = p.ticks - (prev?.ticks ?? 0);
    if (used <= 0) continue;
    let group = named[pid];
    if (!group) {
      if (p.comm === 'postgres') group = 'postgres';
      else if (p.comm.startsWith('redis-server')) group = 'redis';
      else if (named[p.ppid]) group = named[p.ppid]!;
      else if (pid === process.pid || p.ppid === process.pid) group = 'driver';
      else group = 'other';
    }
    groups[group] = (groups[group] ?? 0) + used;
    sys[group] = (sys[group] ?? 0) + p.sysTicks - (prev?.sysTicks ?? 0);
  }
  const pct = (t: number) => Math.round((t / TICKS_PER_SECOND / (wallMs / 1000)) * 100);
  const order = Object.keys(groups).sort((a, b) => groups[b]! - groups[a]!);
  const d = (f: keyof MachineTicks) => after.machine[f] - before.machine[f];
  const all = MACHINE_FIELDS.reduce((s, f) => s + d(f), 0) || 1;
  const share = (t: number) => Math.round((t / all) * 100);
  return {
    total: Object.fromEntries(order.map((g) => [g, pct(groups[g]!)])),
    sys: Object.fromEntries(order.map((g) => [g, pct(sys[g]!)])),
    machine: { busy: share(all - d('idle') - d('iowait')), softirq: share(d('softirq')), steal: share(d('steal')) },
  };
}

export const cpuByGroup = (before: CpuSnapshot, after: CpuSnapshot, wallMs: number, named: Record<number, string>) =>
  cpuDetail(before, after, wallMs, named).total;

export function formatCpu(use: CpuUse): string {
  const groups = Object.entries(use.total)
    .map(([g, pct]) => `${g} ${pct}%${use.sys[g] ? ` (sys ${use.sys[g]})` : ''}`)
    .join(', ');
  return `${groups}; machine ${use.machine.busy}% busy of ${os.availableParallelism()} cores (softirq ${use.machine.softirq}%, steal ${use.machine.steal}%)`;
}
