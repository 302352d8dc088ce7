import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

export interface ConsoleMetrics {
  requests: Counter<'route' | 'method' | 'status'>;
  duration: Histogram<'route' | 'method'>;
  signIns: Counter<'result'>;
  liveStreams: Gauge;
}

export function createConsoleMetrics(registry: Registry): ConsoleMetrics {
  return {
    requests: new Counter({
      name: 'throwbox_console_requests_total',
      help: 'Console requests by route and status',
      labelNames: ['route', 'method', 'status'],
      registers: [registry],
    }),
    duration: new Histogram({
      name: 'throwbox_console_request_duration_seconds',
      help: 'Console request duration by route',
      labelNames: ['route', 'method'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    signIns: new Counter({
      name: 'throwbox_console_sign_ins_total',
      help: 'Sign-in attempts by result (ok, failed, throttled)',
      labelNames: ['result'],
      registers: [registry],
    }),
    liveStreams: new Gauge({
      name: 'throwbox_console_live_streams',
      help: 'Open live views of inboxes (server-sent event streams)',
      registers: [registry],
    }),
  };
}
