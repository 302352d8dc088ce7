// Two ways of making one statement serve many callers, with no I/O of their own: a group commit for
// callers that each wait for their answer (Batcher), and a buffer flushed off the callers' path for
// writes nobody waits for (FlushBuffer).
export { Batcher } from './batcher.js';
export { FlushBuffer, type FlushBufferOptions } from './flush-buffer.js';
