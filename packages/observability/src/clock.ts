/**
 * The wall clock in milliseconds with a fraction (Date.now() has whole milliseconds only): the monotonic
 * clock anchored to the wall clock, kept within the millisecond Date.now() reports. A step of the wall
 * clock (NTP, a suspended VM) moves the anchor, so two processes on one host agree to well under a
 * millisecond; across hosts, as far as their clocks agree.
 */
let anchor = performance.timeOrigin;

export function preciseNow(): number {
  const wall = Date.now();
  const t = anchor + performance.now();
  if (t >= wall && t < wall + 1) return t;
  anchor = wall + 0.5 - performance.now();
  return wall + 0.5;
}
