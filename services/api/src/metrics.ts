import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface ApiMetrics {
  requests: Counter<'route' | 'method' | 'status'>;
  duration: Histogram<'route' | 'method'>;
  waiting: Gauge;
  keyLookups: Counter<'result'>;
  pageCache: Counter<'result'>;
  wake: Histogram<'route'>;
}

export function createApiMetrics(registry: Registry): ApiMetrics {
  return {
    requests: new Counter({
      name: 'throwbox_http_requests_total',
      help: 'API requests by route and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'throwbox_http_request_duration_seconds',
      help: 'API request latency (long-polls included)',
      labelNames: ['route', 'method'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 5, 15, 30, 60],
      registers: [registry],
    }),
    waiting: new Gauge({ name: 'throwbox_waiting_requests', help: 'Requests held open waiting for mail', registers: [registry] }),
    keyLookups: new Counter({
      name: 'throwbox_api_key_lookups_total',
      help: 'API keys looked up in Postgres (not in the cache), by result: found, unknown, failed',
      labelNames: ['result'],
      registers: [registry],
    }),
    pageCache: new Counter({
      name: 'throwbox_api_page_cache_reads_total',
      help: "Unfiltered list reads looked up in the api's page cache, by result: hit, miss",
      labelNames: ['result'],
      registers: [registry],
    }),
    wake: new Histogram({
      name: 'throwbox_wait_wake_seconds',
      help: "From a message's commit to the answer of the held wait it ended, by route: list, code",
      labelNames: ['route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
      registers: [registry],
    }),
  };
}
