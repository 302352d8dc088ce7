import { distArgs, sourceArgs, type ServiceName } from '../../scripts/services.js';

/**
 * `node` arguments that run a service as its own process in a test, with the Node flags `pnpm start` and the images
 * give it: its compiled code when the run's global setup built it (THROWBOX_TEST_SERVICES=dist), else its source.
 */
export const serviceArgs = (name: ServiceName): string[] =>
  process.env.THROWBOX_TEST_SERVICES === 'dist' ? distArgs(name) : sourceArgs(name);
