/** The services, each run as its own process, and the Node flags each runs with (the Dockerfile's CMDs say the same). */
export const SERVICES = ['ingest', 'api', 'code-extractor', 'webhook-dispatcher', 'console'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const NODE_FLAGS: Record<ServiceName, readonly string[]> = {
  // Parsing mail allocates a lot that dies young: a larger young generation cuts the garbage collector's
  // share of ingest's CPU.
  ingest: ['--max-semi-space-size=32'],
  // The api's resident size with 10,000 waits held is its target (docs/benchmarks.md): a young generation
  // of at most 2 × 4 MB instead of V8's 2 × 16 MB, which opening waits fills and keeps committed; and an
  // old generation collected once it grew by a fifth over what the last full collection kept, instead of
  // V8's factor of up to 4 while allocation is fast, so the garbage of opening them is not kept beside them.
  // But no full collection below an old generation of 64 MB: at a steady 1,000 req/s (~30 MB live) the api
  // then collects it every 15–20 s instead of every 1–2 s (each a pause of 2–13 ms, the steady p99's
  // stalls), while with 10,000 waits (~120 MB live) the fifth still decides (docs/benchmarks.md).
  api: ['--max-semi-space-size=4', '--heap-growing-percent=20', '--initial-old-space-size=64'],
  'code-extractor': [],
  'webhook-dispatcher': [],
  console: [],
};

/** `node` arguments that run a service from its TypeScript source (`pnpm start` when `tsc -b` fails). */
export function sourceArgs(name: ServiceName): string[] {
  return [...NODE_FLAGS[name], '--import', 'tsx', '--conditions=@throwbox/source', `services/${name}/src/main.ts`];
}

/** `node` arguments that run a service compiled (`tsc -b` first), as its image and `pnpm start` do. */
export function distArgs(name: ServiceName): string[] {
  return [...NODE_FLAGS[name], `services/${name}/dist/main.js`];
}
