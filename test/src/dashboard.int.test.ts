import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from '@jest/globals';
import { writeSelfSignedCertificate } from '@throwbox/testkit';
import { createAccount, createTestEnv, type TestEnv } from '@throwbox/db/testing';
import { PROMETHEUS_BIN, emptyPanels, hasPrometheus, loadDashboard, recordDashboard, type Panel, type Recording } from '@throwbox/ops';
import { freeBase, startStackProcess, type Started } from './pnpm-start.js';

// Every panel of the Grafana dashboard asks a real Prometheus (Debian's package), scraping `pnpm start`
// under traffic, and gets an answer: a wrong metric, label or value, or a query Prometheus refuses, fails.

let env: TestEnv | undefined;
let stack: Started | undefined;
let recording: Recording | undefined;

afterAll(async () => {
  await recording?.prometheus.stop();
  stack?.child.kill('SIGTERM');
  await stack?.exited;
  await env?.close();
});

const available = hasPrometheus();
if (!available)
  console.warn(`dashboard check skipped: no Prometheus at ${PROMETHEUS_BIN} (apt-get install prometheus; .ci/run installs it)`);

(available ? it : it.skip)(
  "answers every panel's query from Prometheus scraping the stack under load",
  async () => {
    env = await createTestEnv();
    const { port, smtp } = await freeBase();
    const tls = writeSelfSignedCertificate(mkdtempSync(join(tmpdir(), 'throwbox-dashboard-tls-')));
    stack = startStackProcess(env, {
      PORT: String(port),
      SMTP_PORT: String(smtp),
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_CA_FILE: tls.certFile,
    });
    await stack.readyLine();
    const { apiKey } = await createAccount(env.pool, { plan: 'paid' });
    recording = await recordDashboard(
      { port, smtpPort: smtp, domain: 'throwbox.test', apiKey, console: `http://127.0.0.1:${port + 10}`, tls },
      20,
    );
    const vars = { __rate_interval: '20s' };
    expect(await emptyPanels(recording.prometheus, recording.end, vars)).toEqual([]);
    // The check can fail: a label value no service produces, and a query Prometheus refuses, are both named.
    const dashboard = loadDashboard();
    const wrong = (title: string, expr: string): Panel => ({
      ...dashboard.panels.find((p) => p.targets)!,
      title,
      targets: [{ refId: 'A', expr }],
    });
    const broken = {
      ...dashboard,
      panels: [
        wrong('typo', 'sum(throwbox_smtp_messages_total{result="stroed"})'),
        wrong('refused', 'sum(rate(throwbox_smtp_messages_total))'),
      ],
    };
    const found = await emptyPanels(recording.prometheus, recording.end, vars, broken);
    expect(found.map((line) => line.split(':')[0])).toEqual(['typo', 'refused']);
  },
  180_000,
);
