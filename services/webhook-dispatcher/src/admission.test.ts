import { expect, it } from '@jest/globals';
import { Admission, MAX_PUT_BACKS, WAKE_MARGIN_MS, type Refusal, type Ticket } from './admission.js';

const tick = () => new Promise((r) => setImmediate(r));

/** An Admission on a clock the test moves, and the wakes it ran, by job id. */
function harness(cap: number) {
  let now = 1_000_000;
  const admission = new Admission(cap, () => now);
  const woken: string[] = [];
  const enter = (jobId: string, putBacks = 0) => admission.enter(1, jobId, putBacks);
  /** Refused and put back for a second from now, as server.ts does; `gone` wakes fail (the job was not delayed). */
  const putBack = (jobId: string, putBacks = 0, gone = false) => {
    const r = enter(jobId, putBacks);
    expect('release' in r).toBe(false);
    admission.park(r as Refusal, now + 1000, () => {
      woken.push(jobId);
      return gone ? Promise.reject(new Error('not delayed')) : Promise.resolve();
    });
    return r as Refusal;
  };
  const admitted = (jobId: string, putBacks = 0) => {
    const r = enter(jobId, putBacks);
    expect('release' in r).toBe(true);
    return r as Ticket;
  };
  return { admission, woken, enter, putBack, admitted, advance: (ms: number) => (now += ms) };
}

it('admits jobs up to its cap whatever their calls, then puts the rest in line and wakes them in order as places free', async () => {
  const { woken, putBack, admitted } = harness(2);
  const held = [admitted('fan-out-1'), admitted('retry-1')];
  putBack('fan-out-2');
  putBack('retry-2');
  putBack('fan-out-3');
  expect(woken).toEqual([]);
  held[1]!.release();
  expect(woken).toEqual(['fan-out-2']);
  // Its place is kept for it: a newcomer is refused until it came.
  putBack('fan-out-4');
  admitted('fan-out-2');
  held[0]!.release();
  expect(woken).toEqual(['fan-out-2', 'retry-2']);
});

it('keeps a job its place when it comes back by its own delay, and wakes it once, for its latest put-back only', async () => {
  const { admission, woken, enter, putBack, admitted, advance } = harness(1);
  const held = admitted('a');
  // Refused; its run is still being finished by BullMQ, so its wake is not armed yet.
  const first = enter('retry') as Refusal;
  advance(1000);
  putBack('later');
  // Back by its delay before any room: refused again, still ahead of `later`, refused after it.
  putBack('retry', 1);
  // The first run's wake, armed late: stale, it arms nothing.
  admission.park(first, 2_000_000, () => {
    woken.push('stale');
    return Promise.resolve();
  });
  held.release();
  expect(woken).toEqual(['retry']);
  admitted('retry', 1).release();
  expect(woken).toEqual(['retry', 'later']);
});

it('never runs a wake once its job came, nor close to its put-back’s own due time', async () => {
  const { woken, putBack, admitted, enter, advance, admission } = harness(1);
  const held = admitted('a');
  const r = putBack('retry');
  // The job came back by its delay (and was admitted when room came): its old wake must not run later,
  // while the job waits out a retry's backoff.
  held.release();
  expect(woken).toEqual(['retry']);
  const retry = admitted('retry');
  admission.park(r, 2_000_000, () => {
    woken.push('stale');
    return Promise.resolve();
  });
  retry.release();
  expect(woken).toEqual(['retry']);
  // Within the margin of its due time the job may be on its way by itself: not woken, and it keeps its place.
  const held2 = admitted('b');
  putBack('c');
  advance(1000 - WAKE_MARGIN_MS);
  held2.release();
  expect(woken).toEqual(['retry']);
  expect(admission.state(1)).toEqual({ holding: 0, coming: 0, inLine: 1 });
  expect('release' in enter('c', 1)).toBe(true);
});

it('wakes the next in line when a woken job is gone, and frees a woken place not taken in time', async () => {
  const { woken, putBack, admitted, advance, admission } = harness(1);
  const held = admitted('a');
  putBack('gone', 0, true);
  putBack('next');
  held.release();
  expect(woken).toEqual(['gone']);
  await tick();
  expect(woken).toEqual(['gone', 'next']);
  // `next` never comes (another replica took it): after a while its place is free for a newcomer.
  expect('release' in admission.enter(1, 'newcomer', 0)).toBe(false);
  advance(300);
  expect('release' in admission.enter(1, 'newcomer', 0)).toBe(true);
});

it('serves a job put back MAX_PUT_BACKS times before the line', async () => {
  const { woken, putBack, admitted } = harness(1);
  const held = admitted('a');
  putBack('b');
  putBack('c');
  putBack('bounced', MAX_PUT_BACKS);
  held.release();
  expect(woken).toEqual(['bounced']);
});

it('forgets the places of jobs no longer refused here', async () => {
  const { putBack, admitted, advance, admission } = harness(1);
  admitted('a');
  for (let i = 0; i < 100; i++) putBack(`elsewhere-${i}`);
  expect(admission.state(1).inLine).toBe(100);
  advance(30_000);
  admission.enter(1, 'x', 0);
  expect(admission.state(1).inLine).toBe(1);
});
