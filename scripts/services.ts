/** The services, each run as its own process, and the Node flags each runs with (the Dockerfile's CMDs say the same). */
export const SERVICES = ['ingest', 'api', 'code-extractor', 'webhook-dispatcher', 'console'] as const;
export type ServiceName = (typeof SERVICES)[number];

export const NODE_FLAGS: Record<ServiceName, readonly string[]> = {
  // Parsing mail allocates a lot that dies young: a larger young generation cuts the garbage collector's
  // share of ingest's CPU. Not for the api, whose resident size per held request matters more.
  ingest: ['--max-semi-space-size=32'],
  api: [],
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
