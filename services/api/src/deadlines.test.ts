import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { Deadlines, type Due } from './deadlines.js';

function item(name: string, fired: string[]): Due {
  return { due: 0, slot: -1, fire: () => fired.push(name) };
}

describe('Deadlines', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: 1_000_000 });
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('fires each item once its instant has passed, earliest first, with one timer', () => {
    const fired: string[] = [];
    const deadlines = new Deadlines();
    const now = Date.now();
    for (const [name, at] of [
      ['c', 300],
      ['a', 100],
      ['d', 400],
      ['b', 200],
      ['a2', 100],
    ] as const)
      deadlines.add(item(name, fired), now + at);
    expect(jest.getTimerCount()).toBe(1);
    jest.advanceTimersByTime(99);
    expect(fired).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(fired.sort()).toEqual(['a', 'a2']);
    jest.advanceTimersByTime(250);
    expect(fired.slice(2)).toEqual(['b', 'c']);
    jest.advanceTimersByTime(50);
    expect(fired.slice(4)).toEqual(['d']);
    expect(deadlines.size).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('never fires an item removed before its instant, and stops its timer when none is left', () => {
    const fired: string[] = [];
    const deadlines = new Deadlines();
    const items = Array.from({ length: 50 }, (_, i) => item(String(i), fired));
    items.forEach((x, i) => deadlines.add(x, Date.now() + 10 * ((i * 37) % 50) + 10));
    for (const x of items.filter((_, i) => i % 3 === 0)) deadlines.remove(x);
    jest.advanceTimersByTime(1_000);
    const expected = items
      .map((x, i) => ({ name: String(i), due: x.due, kept: i % 3 !== 0 }))
      .filter((x) => x.kept)
      .sort((x, y) => x.due - y.due)
      .map((x) => x.name);
    expect(fired).toEqual(expected);
    const late = item('late', fired);
    deadlines.add(late, Date.now() + 500);
    deadlines.remove(late);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('moves an item added again to its new instant, an earlier one re-arming the timer', () => {
    const fired: string[] = [];
    const deadlines = new Deadlines();
    const x = item('x', fired);
    deadlines.add(item('y', fired), Date.now() + 500);
    deadlines.add(x, Date.now() + 1_000);
    deadlines.add(x, Date.now() + 100);
    jest.advanceTimersByTime(100);
    expect(fired).toEqual(['x']);
    expect(deadlines.size).toBe(1);
  });
});
