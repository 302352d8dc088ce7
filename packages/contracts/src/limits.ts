/**
 * Limits the contract states to clients (spec and DECISIONS.md): enforced from these constants and named
 * in error messages from them, so the number a client reads is the number applied.
 */
export const LIMITS = Object.freeze({
  /** Requests a second per account. */
  requestsPerSecond: 100,
  /** Requests held open at once (waits) per account. */
  waitingRequestsPerAccount: 50,
  webhooksPerAccount: 20,
  /** Characters of an Idempotency-Key. */
  idempotencyKeyLength: 100,
});
