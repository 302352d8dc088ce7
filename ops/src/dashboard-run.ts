/** A stack under traffic, scraped by a real Prometheus: what the dashboard check and its snapshot share. */
import { readFileSync } from 'node:fs';
import { exprOf, loadDashboard, panelSeries, type Dashboard, type PanelSeries } from './dashboard.js';
import { startPrometheus, type Prometheus } from './prometheus.js';
import { driveTraffic, startWebhookReceiver, type TrafficTarget } from './traffic.js';

export interface StackUnderTest {
  /** The api's PORT: /metrics on it, the workers' and the console's health (and /metrics) on PORT+1 … +4. */
  port: number;
  smtpPort: number;
  domain: string;
  apiKey: string;
  /** The console's origin, for sign-in traffic. */
  console?: string;
  /** Key and certificate the dispatcher trusts (WEBHOOK_CA_FILE), for a webhook receiver. */
  tls?: { keyFile: string; certFile: string };
}

export interface Recording {
  prometheus: Prometheus;
  start: number;
  end: number;
}

/** Starts Prometheus on every service of the stack, drives `seconds` of traffic, and hands back both. */
export async function recordDashboard(
  stack: StackUnderTest,
  seconds: number,
  opts: { shape?: boolean; log?: (line: string) => void } = {},
): Promise<Recording> {
  const host = (offset: number) => `127.0.0.1:${stack.port + offset}`;
  const prometheus = await startPrometheus({
    api: host(0),
    ingest: host(1),
    'code-extractor': host(2),
    'webhook-dispatcher': host(3),
    console: host(4),
  });
  const receiver = stack.tls
    ? await startWebhookReceiver({ key: readFileSync(stack.tls.keyFile), cert: readFileSync(stack.tls.certFile) })
    : undefined;
  const start = Date.now() / 1000;
  try {
    const target: TrafficTarget = {
      api: `http://${host(0)}`,
      smtpPort: stack.smtpPort,
      domain: stack.domain,
      apiKey: stack.apiKey,
      console: stack.console,
      webhookUrl: receiver?.url,
    };
    await driveTraffic(target, seconds, opts);
  } catch (err) {
    await prometheus.stop();
    throw err;
  } finally {
    receiver?.close();
  }
  // One more scrape of the last moments.
  await new Promise((r) => setTimeout(r, 1500));
  return { prometheus, start, end: Date.now() / 1000 };
}

/** Panels (by title and query) whose query Prometheus answers with nothing at `time`. */
export async function emptyPanels(
  prometheus: Prometheus,
  time: number,
  vars: Record<string, string>,
  dashboard: Dashboard = loadDashboard(),
): Promise<string[]> {
  const empty: string[] = [];
  for (const panel of dashboard.panels) {
    for (const target of panel.targets ?? []) {
      const expr = exprOf(target, vars);
      const result = await prometheus.query(expr, time).catch((err: Error) => err);
      if (result instanceof Error) empty.push(`${panel.title}: ${result.message}`);
      else if (result.length === 0) empty.push(`${panel.title}: ${expr}`);
    }
  }
  return empty;
}

/** Every panel's series over the recording, keyed by panel id. */
export async function seriesOfPanels(
  recording: Recording,
  vars: Record<string, string>,
  dashboard: Dashboard = loadDashboard(),
): Promise<Map<number, PanelSeries[]>> {
  const step = Math.max(1, Math.round((recording.end - recording.start) / 150));
  const all = new Map<number, PanelSeries[]>();
  for (const panel of dashboard.panels) {
    if (panel.targets?.length)
      all.set(panel.id, await panelSeries(panel, recording.prometheus, { start: recording.start, end: recording.end, step }, vars));
  }
  return all;
}
