import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** What caniemail found, per client: feature titles not supported (`errors`) and partly supported (`warnings`). */
export interface RawHtmlIssues {
  errors: [client: string, titles: string[]][];
  warnings: [client: string, titles: string[]][];
}

/**
 * The worker's own code, plain JavaScript (it runs without the TypeScript loader of dev and tests). It
 * fills caniemail's data gaps (see fillGaps) once, then answers each HTML with caniemail's findings.
 * caniemail's checker throws on the first client its data has no result for (`display` on free-fr): one
 * gap would lose the whole check, so a client without a test result is recorded as supporting the
 * feature, and only support caniemail has seen missing is reported.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { pathToFileURL } = require('node:url');
function fillGaps(rawData) {
  const clients = new Map();
  for (const f of rawData.data)
    for (const [family, platforms] of Object.entries(f.stats))
      for (const platform of Object.keys(platforms)) (clients.get(family) || clients.set(family, new Set()).get(family)).add(platform);
  for (const f of rawData.data)
    for (const [family, platforms] of clients) {
      const stats = (f.stats[family] = f.stats[family] || {});
      for (const platform of platforms) stats[platform] = stats[platform] || { untested: 'y' };
    }
}
const pack = (map) => [...map].map(([client, found]) => [client, found.map((f) => f.title)]);
const ready = import(pathToFileURL(workerData.caniemail).href).then((m) => (fillGaps(m.rawData), m.caniemail));
parentPort.on('message', ({ id, html }) => {
  ready.then((caniemail) => {
    const { issues } = caniemail({ clients: ['*'], html });
    parentPort.postMessage({ id, errors: pack(issues.errors), warnings: pack(issues.warnings) });
  }).catch((err) => parentPort.postMessage({ id, error: String((err && err.message) || err) }));
});
`;

interface Pending {
  worker: Worker;
  resolve(issues: RawHtmlIssues): void;
  reject(err: Error): void;
  timer: NodeJS.Timeout;
}

/**
 * caniemail in a worker thread: its parse of a 30 KB mail with inline styles takes 0.4 s of CPU on a
 * loaded machine, which on the service's own thread would stall every request it serves meanwhile. One
 * worker, made on first use and not keeping the process alive; a check past its time limit (hostile
 * HTML) ends the worker, and the next check starts a new one.
 */
export class HtmlWorker {
  private worker: Worker | undefined;
  private readonly pending = new Map<number, Pending>();
  private nextId = 0;

  check(html: string, timeoutMs: number): Promise<RawHtmlIssues> {
    const worker = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<RawHtmlIssues>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.fail(worker, new Error(`no answer within ${timeoutMs} ms`));
        void worker.terminate();
      }, timeoutMs);
      this.pending.set(id, { worker, resolve, reject, timer });
      worker.postMessage({ id, html });
    });
  }

  /** Ends the worker thread (a service stopping); a later check starts a new one. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (!worker) return;
    this.fail(worker, new Error('the HTML checker stopped'));
    await worker.terminate();
  }

  private start(): Worker {
    const caniemail = createRequire(import.meta.url).resolve('caniemail');
    const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { caniemail } });
    worker.unref();
    worker.on('message', (m: { id: number; error?: string } & Partial<RawHtmlIssues>) => {
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      clearTimeout(p.timer);
      if (m.error !== undefined) p.reject(new Error(m.error));
      else p.resolve({ errors: m.errors ?? [], warnings: m.warnings ?? [] });
    });
    worker.on('error', (err) => this.fail(worker, err));
    worker.on('exit', () => this.fail(worker, new Error('the HTML checker stopped')));
    return worker;
  }

  /** Fails every check in hand of `worker`, which is gone (or going): the next check makes a new one. */
  private fail(worker: Worker, err: Error): void {
    if (this.worker === worker) this.worker = undefined;
    for (const [id, p] of this.pending) {
      if (p.worker !== worker) continue;
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.reject(err);
    }
  }
}
