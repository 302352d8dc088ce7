import { mailDomains } from '@throwbox/config';
import type { AddressInfo, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createPool, schemaCheck } from '@throwbox/db';
import { createLogger, createMetrics, readinessChecks, runEvery, startHealthServer, type Logger } from '@throwbox/observability';
import { serviceRedisPrefix, createBullConnection, createQueues, createRedis, redisTarget } from '@throwbox/queue';
import { CertificateReloader, describeCertificate, readCertificate, type Certificate } from './certificate.js';
import { smtpAuth, type IngestConfig } from './config.js';
import { createIngestMetrics, type IngestDeps } from './deps.js';
import { connectionLimiter } from './on-connect.js';
import { logRefusals } from './log-refusals.js';
import { MessageStore } from './group-commit.js';
import { HandOff } from './hand-off.js';
import { onData } from './on-data.js';
import { createPublisher } from './wakeups.js';
import { onRcptTo } from './on-rcpt-to.js';
import { drainSmtp, sayGoodbye } from './drain.js';
import { InFlight } from './in-flight.js';
import { stopInOrder } from './shutdown.js';
import { SmtpFaults } from './smtp-faults.js';
import { refuseHttp } from './refuse-http.js';

export function createSmtpServer(
  deps: IngestDeps,
  handOff: HandOff,
  faults: SmtpFaults,
  inFlight: InFlight,
  tls?: Certificate,
): SMTPServer {
  const { config } = deps;
  const limiter = connectionLimiter(deps);
  const auth = smtpAuth(config, tls !== undefined);
  const server = new SMTPServer({
    name: config.SMTP_HOSTNAME,
    banner: 'Throwbox ESMTP',
    size: config.SMTP_MAX_SIZE,
    maxClients: config.SMTP_MAX_CONNECTIONS,
    // AUTH per smtpAuth (any credentials, for apps under test); STARTTLS only with a certificate.
    // Authenticating is never required.
    authOptional: true,
    disabledCommands: [...(auth === 'off' ? ['AUTH'] : []), ...(tls ? [] : ['STARTTLS'])],
    authMethods: ['PLAIN', 'LOGIN'],
    // smtp-server takes AUTH only after STARTTLS (538 before it) unless this is set.
    allowInsecureAuth: auth === 'anywhere',
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'any' }),
    ...(tls ?? {}),
    disableReverseLookup: true,
    logger: false,
    onConnect: logRefusals(deps.logger, 'connect', limiter.onConnect),
    onClose: limiter.onClose,
    // Any sender is accepted; answered in the same tick (smtp-server's default waits one), so that the
    // replies to a pipelined envelope can go out together.
    onMailFrom: (_address, _session, callback) => callback(),
    onRcptTo: logRefusals(deps.logger, 'rcpt', onRcptTo(deps, faults)),
    onData: logRefusals(deps.logger, 'data', onData(deps, new MessageStore(deps), handOff, faults, inFlight)),
  });
  faults.attach(server);
  server.server.on('connection', coalesceReplies);
  server.server.on('connection', refuseHttp(deps));
  return server;
}

/**
 * A client that pipelines (MAIL, RCPT and DATA in one packet) gets its three replies in one write
 * instead of three: whatever the session writes while handling one read goes out together. On loopback
 * a socket write costs as much as parsing the commands.
 */
export function coalesceReplies(socket: Socket): void {
  // Before smtp-server's own listener, which handles the commands (and writes their replies) at once.
  socket.prependListener('data', () => {
    if (socket.writableCorked) return;
    socket.cork();
    process.nextTick(() => socket.uncork());
  });
}

export interface IngestHandle {
  smtpPort: number;
  healthPort: number;
  deps: IngestDeps;
  /**
   * Stops taking connections, lets open sessions finish (up to the grace period) and messages being
   * committed have their reply, then closes; rejects, naming what was still open, at the stop's deadline.
   */
  stop(): Promise<void>;
}

export async function startIngest(config: IngestConfig, opts: { logger?: Logger } = {}): Promise<IngestHandle> {
  const logger = opts.logger ?? createLogger('ingest', config.LOG_LEVEL);
  const registry = createMetrics('ingest');
  // Generic plans: ingest's statements look rows up by key or insert, and Postgres would otherwise plan a
  // prepared statement afresh on each of a connection's first five runs of it (the insert is one statement
  // per group size): a quarter to a third of those runs' cost (docs/benchmarks.md).
  const pool = createPool(config.DATABASE_URL, {
    max: 20,
    applicationName: 'throwbox-ingest',
    connectionTimeoutMillis: 3000,
    logger,
    planCacheMode: 'force_generic_plan',
  });
  // Redis state belongs to this database: every key, queue and channel carries its installation id.
  config = {
    ...config,
    REDIS_PREFIX: await serviceRedisPrefix(pool, config, logger),
  };
  const publisher = createPublisher(redisTarget(config), logger);
  // SMTP fault rule changes, announced by the api: the recipient cache drops what it knew of the inbox.
  const subscriber = createRedis(redisTarget(config), { enableOfflineQueue: false, connectionName: 'subscriber', logger });
  const bull = createBullConnection(redisTarget(config), logger);
  const queues = createQueues(bull, config.REDIS_PREFIX, logger);
  const deps: IngestDeps = {
    config,
    domains: new Set(mailDomains(config)),
    pool,
    publisher,
    queues,
    logger,
    metrics: createIngestMetrics(registry),
  };
  let shuttingDown = false;
  const handOff = new HandOff(deps);
  const inFlight = new InFlight();
  const certificate = readCertificate(config);
  const faults = new SmtpFaults(deps, subscriber);
  faults.start();
  const smtp = createSmtpServer(deps, handOff, faults, inFlight, certificate);
  smtp.on('error', (err) => logger.error({ err }, 'smtp server error'));
  const reloader = certificate ? new CertificateReloader(smtp, config, logger, certificate) : undefined;
  const certificateChecks = reloader
    ? runEvery(
        config.SMTP_TLS_RELOAD_MS,
        () => reloader.check(),
        (err) => logger.warn({ err }, 'reading the SMTP TLS key and certificate files failed; keeping the certificate in use'),
      )
    : undefined;
  await new Promise<void>((resolve, reject) => {
    smtp.server.once('error', reject);
    smtp.listen(config.SMTP_PORT, config.SMTP_HOST, () => resolve());
  });
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  if (config.PRODUCTION && config.SMTP_AUTH_ACCEPT_ANY && !config.SMTP_AUTH_ALLOW_INSECURE && !certificate)
    logger.warn(
      'SMTP_AUTH_ACCEPT_ANY without a certificate: AUTH is not offered (set SMTP_TLS_KEY_FILE and SMTP_TLS_CERT_FILE, or SMTP_AUTH_ALLOW_INSECURE=true)',
    );
  const health = await startHealthServer(config.HEALTH_PORT, config.HEALTH_HOST, {
    registry,
    isShuttingDown: () => shuttingDown,
    checks: readinessChecks(pool, bull, schemaCheck(pool)),
  });
  logger.info(
    {
      smtpPort,
      healthPort: health.port,
      domains: [...deps.domains],
      auth: smtpAuth(config, certificate !== undefined),
      ...(certificate ? { starttls: describeCertificate(certificate.cert) } : {}),
    },
    'ingest listening',
  );
  return {
    smtpPort,
    healthPort: health.port,
    deps,
    async stop() {
      shuttingDown = true;
      faults.hurry();
      // In this order, so that what each step waits for still has what it needs: the sessions' replies
      // come from commits, the commits' wake-ups and hand-offs go out on Redis, their marks on Postgres.
      await stopInOrder(
        [
          { waitingFor: 'the certificate check', run: () => certificateChecks?.stop() },
          {
            waitingFor: 'SMTP sessions to finish',
            run: (signal) =>
              drainSmtp(smtp, config.SMTP_SHUTDOWN_GRACE_MS, {
                storing: (id) => inFlight.has(id),
                signal,
                graceOver: (left) => logger.info({ left }, 'shutdown: SMTP grace over; sessions whose message is being committed keep it'),
              }),
          },
          { waitingFor: 'messages being committed', run: () => inFlight.idle() },
          { waitingFor: 'the queue hand-off', run: () => handOff.flush() },
          {
            waitingFor: 'Redis to take the last wake-ups',
            run: async () => {
              faults.stop();
              subscriber.disconnect();
              // QUIT is answered after every command sent before it: the wake-ups and refusals published so far.
              await publisher.quit().catch(() => publisher.disconnect());
              await queues.close();
              bull.disconnect();
            },
          },
          { waitingFor: 'the Postgres pool to close', run: () => pool.end() },
          { waitingFor: 'the health server to close', run: () => health.close() },
        ],
        {
          deadlineMs: config.SMTP_SHUTDOWN_DEADLINE_MS,
          logger,
          open: () => [
            ...[...smtp.connections].map(
              (c) =>
                `SMTP session ${c.session.id} from ${c.remoteAddress} (${inFlight.has(c.session.id) ? 'its message being committed' : c.session.envelope?.mailFrom ? 'in a transaction' : 'idle'})`,
            ),
            ...inFlight.list().map((id) => `a message of session ${id} being committed`),
            ...(pool.totalCount > pool.idleCount ? [`${pool.totalCount - pool.idleCount} Postgres connection(s) busy`] : []),
          ],
          force: () => {
            sayGoodbye(smtp);
            faults.stop();
            subscriber.disconnect();
            publisher.disconnect();
            bull.disconnect();
            if (!pool.ending) pool.end().catch(() => undefined);
            void health.close();
          },
        },
      );
    },
  };
}
