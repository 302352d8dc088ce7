/**
 * docs/dashboard.png from a running stack: drives traffic through it while a real Prometheus scrapes every
 * service, draws each panel from what Prometheus answers to its queries, and has headless Chromium
 * photograph the page (docs/operations.md, "The dashboard").
 *
 *   THROWBOX_API_KEY=tb_live_… WEBHOOK_TLS_DIR=/tmp/tb-demo-tls pnpm --filter @throwbox/ops dashboard:snapshot -- --seconds 300
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadDashboard } from './dashboard.js';
import { recordDashboard, seriesOfPanels } from './dashboard-run.js';
import { renderDashboard } from './render-dashboard.js';
import { repoRoot } from './services.js';

const { values: args } = parseArgs({
  args: process.argv.slice(2).filter((a) => a !== '--'),
  options: {
    seconds: { type: 'string', default: '300' },
    out: { type: 'string', default: `${repoRoot}docs/dashboard.png` },
    'rate-interval': { type: 'string', default: '30s' },
  },
});
const key = process.env.THROWBOX_API_KEY;
if (!key) throw new Error('THROWBOX_API_KEY is required (pnpm admin accounts create --email demo@example.com --plan paid)');
const port = Number(process.env.PORT ?? 8080);
const tlsDir = process.env.WEBHOOK_TLS_DIR;
const seconds = Number(args.seconds);

const recording = await recordDashboard(
  {
    port,
    smtpPort: Number(process.env.SMTP_PORT ?? 2525),
    domain: process.env.MAIL_DOMAIN ?? 'throwbox.test',
    apiKey: key,
    console: `http://127.0.0.1:${port + 10}`,
    ...(tlsDir ? { tls: { keyFile: `${tlsDir}/key.pem`, certFile: `${tlsDir}/cert.pem` } } : {}),
  },
  seconds,
  { shape: true, log: (line) => process.stderr.write(`${line}\n`) },
);
try {
  const dashboard = loadDashboard();
  const series = await seriesOfPanels(recording, { __rate_interval: args['rate-interval'] }, dashboard);
  const page = renderDashboard(
    dashboard,
    series,
    recording,
    `Prometheus ${seconds} s of test traffic · $__rate_interval = ${args['rate-interval']}`,
  );
  const html = join(mkdtempSync(join(tmpdir(), 'throwbox-dashboard-')), 'dashboard.html');
  writeFileSync(html, page.html);
  execFileSync(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--hide-scrollbars',
      `--user-data-dir=${mkdtempSync(join(tmpdir(), 'chromium-'))}`,
      `--screenshot=${args.out}`,
      `--window-size=${page.width},${page.height}`,
      `file://${html}`,
    ],
    { stdio: 'ignore' },
  );
  process.stderr.write(`snapshot: ${args.out}, ${page.width}x${page.height} px\n`);
} finally {
  await recording.prometheus.stop();
}
