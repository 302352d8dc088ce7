/**
 * CPU time by process over a scenario, from /proc: the four services, Postgres, Redis, the driver and
 * everything else (other work on a shared machine shows up there). Percent of one core.
 */
import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

interface Proc {
  comm: string;
  ppid: number;
  ticks: number;
  /** Of which in the kernel (system calls, the loopback network stack). */
  sysTicks: number;
}

export type CpuSnapshot = Map<number, Proc>;

export function snapshot(): CpuSnapshot {
  const out: CpuSnapshot = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // After "pid (comm) ": state ppid … utime (index 11) stime (index 12)
      out.set(Number(entry), { comm, ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]), sysTicks: Number(fields[12]) });
    } catch {
      // the process ended meanwhile
    }
  }
  return out;
}

/** Percent of one core per group between two snapshots, and the kernel's part of it; `named` maps known pids to a group. */
export function cpuByGroup(before: CpuSnapshot, after: CpuSnapshot, wallMs: number, named: Record<number, string>): Record<string, number> {
  return cpuDetail(before, after, wallMs, named).total;
}

export function cpuDetail(before: CpuSnapshot, after: CpuSnapshot, wallMs: number, named: Record<number, string>): { total: Record<string, number>; sys: Record<string, number> } {
  const groups: Record<string, number> = {};
  const sys: Record<string, number> = {};
  for (const [pid, p] of after) {
    const used = p.ticks - (before.get(pid)?.ticks ?? 0);
    if (used <= 0) continue;
    let group = named[pid];
    if (!group) {
      if (p.comm === 'postgres') group = 'postgres';
      else if (p.comm.startsWith('redis-server')) group = 'redis';
      else if (pid === process.pid || p.ppid === process.pid || named[p.ppid]) group = named[p.ppid] ?? 'driver';
      else group = 'other';
    }
    groups[group] = (groups[group] ?? 0) + used;
    sys[group] = (sys[group] ?? 0) + p.sysTicks - (before.get(pid)?.sysTicks ?? 0);
  }
  const pct = (t: number) => Math.round(((t / TICKS_PER_SECOND) / (wallMs / 1000)) * 100);
  const order = Object.keys(groups).sort((a, b) => groups[b]! - groups[a]!);
  return {
    total: Object.fromEntries(order.map((g) => [g, pct(groups[g]!)])),
    sys: Object.fromEntries(order.map((g) => [g, pct(sys[g]!)])),
  };
}

export const formatCpu = (total: Record<string, number>, sys?: Record<string, number>) =>
  Object.entries(total).map(([g, pct]) => `${g} ${pct}%${sys?.[g] ? ` (sys ${sys[g]}%)` : ''}`).join(', ');
