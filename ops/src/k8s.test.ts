import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { parse } from 'yaml';
import { metricsInCode } from './dashboard.js';
import type { IContainer } from 'kubernetes-models/v1/Container';
import { containerEnv, containerPort, matches, MODELS, render, renderer, type Manifest } from './k8s-manifests.js';
import { SERVICES, SERVICE_NAMES, isServiceName, portIn, repoRoot, servicesInRepo, undeclared, type ServiceName } from './services.js';

function checkManifests(objects: Manifest[]): void {
  const all = (kind: string): Manifest[] => objects.filter((o) => o.kind === kind);
  const deployments = all('Deployment');
  const serviceOf = (d: Manifest): ServiceName => {
    const name = d.metadata.name.replace(/^throwbox-/, '');
    if (!isServiceName(name)) throw new Error(`Deployment ${d.metadata.name} runs no known service`);
    return name;
  };

  it('validates every object against its Kubernetes schema', () => {
    for (const o of objects) {
      const Model = MODELS[`${o.apiVersion}/${o.kind}`];
      expect({ object: `${o.apiVersion}/${o.kind}`, known: Model !== undefined }).toEqual({
        object: `${o.apiVersion}/${o.kind}`,
        known: true,
      });
      expect(() => new Model!(o).validate()).not.toThrow();
    }
  });

  it('has one Deployment per service under services/', () => {
    expect(deployments.map(serviceOf).sort()).toEqual(servicesInRepo());
    expect(SERVICE_NAMES.slice().sort()).toEqual(servicesInRepo());
  });

  it('runs each service image with only variables the service declares, and values it accepts', () => {
    for (const d of deployments) {
      const name = serviceOf(d);
      const [container, ...others] = d.spec.template.spec.containers as IContainer[];
      expect(others).toEqual([]);
      expect(container!.name).toBe(name);
      expect(container!.image).toMatch(new RegExp(`(^|/)throwbox/${name}(:|$)`));
      const env = containerEnv(container!, objects);
      expect({ name, undeclared: undeclared(name, Object.keys(env)) }).toEqual({ name, undeclared: [] });
      expect(() => SERVICES[name].load(env)).not.toThrow();
      for (const v of SERVICES[name].hostVars) expect({ name, [v]: env[v] }).toEqual({ name, [v]: '0.0.0.0' });
    }
  });

  it('probes /livez and /readyz on the port each service serves them on', () => {
    for (const d of deployments) {
      const name = serviceOf(d);
      const container = d.spec.template.spec.containers[0] as IContainer;
      const port = portIn(name, containerEnv(container, objects), SERVICES[name].healthPortVar);
      expect(container.ports?.map((p) => p.containerPort)).toContain(port);
      const probe = (p: typeof container.livenessProbe) => ({ path: p?.httpGet?.path, port: containerPort(container, p?.httpGet?.port) });
      expect({ name, liveness: probe(container.livenessProbe) }).toEqual({ name, liveness: { path: '/livez', port } });
      expect({ name, readiness: probe(container.readinessProbe) }).toEqual({ name, readiness: { path: '/readyz', port } });
    }
  });

  it('shuts down gracefully: preStop pause, then a grace period beyond the longest long-poll and the api drain', () => {
    for (const d of deployments) {
      const name = serviceOf(d);
      const pod = d.spec.template.spec;
      const container = pod.containers[0] as IContainer;
      const pause = Number(container.lifecycle?.preStop?.exec?.command?.at(-1) ?? container.lifecycle?.preStop?.sleep?.seconds);
      expect({ name, pause: pause > 0 }).toEqual({ name, pause: true });
      expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(60 + pause);
      if (name === 'api') {
        const drain = portIn('api', containerEnv(container, objects), 'SHUTDOWN_GRACE_MS') / 1000;
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + drain);
      }
      if (name === 'ingest') {
        // Its stop ends by its own deadline (exit 1, naming what was open), not by the kubelet's SIGKILL.
        const deadline = portIn('ingest', containerEnv(container, objects), 'SMTP_SHUTDOWN_DEADLINE_MS') / 1000;
        expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(pause + deadline);
      }
    }
  });

  it('runs every pod as non-root with a read-only root file system and no capabilities', () => {
    const pods = [...deployments, ...all('Job')].map((o) => ({ name: o.metadata.name, spec: o.spec.template.spec }));
    for (const { name, spec } of pods) {
      expect({ name, runAsNonRoot: spec.securityContext?.runAsNonRoot }).toEqual({ name, runAsNonRoot: true });
      expect(spec.securityContext?.runAsUser).toBeGreaterThan(0);
      expect(spec.automountServiceAccountToken).toBe(false);
      for (const c of spec.containers as IContainer[]) {
        expect({ name, sc: c.securityContext }).toEqual({
          name,
          sc: { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        });
        expect(c.resources?.requests?.cpu).toBeDefined();
        expect(c.resources?.limits?.memory).toBeDefined();
      }
    }
  });

  it('migrates with the compiled migrate-cli and the database credentials from the Secret', () => {
    const [job, ...more] = all('Job');
    expect(more).toEqual([]);
    const container = job!.spec.template.spec.containers[0] as IContainer;
    expect(container.command).toEqual(['node', 'packages/db/dist/migrate-cli.js']);
    expect(container.env?.find((e) => e.name === 'DATABASE_URL')?.valueFrom?.secretKeyRef).toEqual({
      name: 'throwbox-secrets',
      key: 'DATABASE_URL',
    });
  });

  it('routes every Service to pods and container ports that exist, SMTP from port 25', () => {
    for (const svc of all('Service')) {
      const targets = deployments.filter((d) => matches(svc.spec.selector, d.spec.template.metadata.labels));
      expect({ service: svc.metadata.name, pods: targets.length }).toEqual({ service: svc.metadata.name, pods: 1 });
      const container = targets[0]!.spec.template.spec.containers[0] as IContainer;
      for (const p of svc.spec.ports)
        expect({ service: svc.metadata.name, port: p.name, target: containerPort(container, p.targetPort) }).toEqual({
          service: svc.metadata.name,
          port: p.name,
          target: expect.any(Number),
        });
    }
    const smtp = all('Service').find((s) => s.spec.type === 'LoadBalancer');
    expect(smtp?.spec.ports).toEqual([{ name: 'smtp', protocol: 'TCP', port: 25, targetPort: 'smtp' }]);
    expect(smtp?.spec.externalTrafficPolicy).toBe('Local');
    const ingest = deployments.find((d) => serviceOf(d) === 'ingest')!.spec.template.spec.containers[0] as IContainer;
    expect(containerPort(ingest, 'smtp')).toBe(portIn('ingest', containerEnv(ingest, objects), 'SMTP_PORT'));
  });

  it('exposes only the API paths through the Ingress, with a proxy timeout beyond the 60 s long-poll', () => {
    const ingress = all('Ingress').find((i) => i.metadata.name === 'throwbox-api');
    const paths = ingress!.spec.rules.flatMap((r: any) => r.http.paths.map((p: any) => p.path));
    expect(paths.sort()).toEqual(['/docs', '/v1']);
    expect(Number(ingress!.metadata.annotations?.['nginx.ingress.kubernetes.io/proxy-read-timeout'])).toBeGreaterThan(60);
  });

  it('serves the console on a host of its own, and nothing else through that host', () => {
    const ingresses = all('Ingress');
    expect(ingresses.map((i) => i.metadata.name).sort()).toEqual(['throwbox-api', 'throwbox-console']);
    const [api, consoleIngress] = ['throwbox-api', 'throwbox-console'].map((n) => ingresses.find((i) => i.metadata.name === n)!);
    expect(consoleIngress!.spec.rules[0].host).not.toBe(api!.spec.rules[0].host);
    const backends = consoleIngress!.spec.rules.flatMap((r: any) => r.http.paths.map((p: any) => p.backend.service.name));
    expect(backends).toEqual(['throwbox-console']);
  });

  it('autoscales and protects every Deployment, and leaves replicas to the autoscaler', () => {
    for (const d of deployments) {
      const name = d.metadata.name;
      expect({ name, replicas: d.spec.replicas }).toEqual({ name, replicas: undefined });
      const hpa = all('HorizontalPodAutoscaler').filter(
        (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
      );
      expect({ name, hpas: hpa.length }).toEqual({ name, hpas: 1 });
      expect(hpa[0]!.spec.minReplicas).toBeLessThanOrEqual(hpa[0]!.spec.maxReplicas);
      const pdb = all('PodDisruptionBudget').filter((p) => matches(p.spec.selector.matchLabels, d.spec.template.metadata.labels));
      expect({ name, pdbs: pdb.length }).toEqual({ name, pdbs: 1 });
    }
  });

  it('scales on the metrics that matter, each served by a prometheus-adapter rule over a metric the code exports', () => {
    const adapter = parse(readFileSync(join(repoRoot, 'k8s/prometheus-adapter/values.yaml'), 'utf8')) as {
      rules: Record<'custom' | 'external', { seriesQuery: string; name: { as: string } }[]>;
    };
    const served = { Pods: adapter.rules.custom, External: adapter.rules.external } as Record<
      string,
      { seriesQuery: string; name: { as: string } }[]
    >;
    const exported = new Set(metricsInCode().map((m) => m.name));
    for (const rule of [...adapter.rules.custom, ...adapter.rules.external]) {
      const metric = /^(\w+)\{/.exec(rule.seriesQuery)?.[1];
      expect({ rule: rule.name.as, exported: exported.has(metric!) }).toEqual({ rule: rule.name.as, exported: true });
    }
    const scaledOn = (name: string) =>
      all('HorizontalPodAutoscaler')
        .find((h) => h.spec.scaleTargetRef.name === name)!
        .spec.metrics.map((m: { type: string; pods?: { metric: { name: string } }; external?: { metric: { name: string } } }) => {
          const metric = (m.pods ?? m.external)?.metric.name;
          if (metric)
            expect({ name, metric, served: served[m.type]?.some((r) => r.name.as === metric) }).toEqual({ name, metric, served: true });
          return metric ?? m.type;
        });
    expect(scaledOn('throwbox-api')).toEqual(['Resource', 'throwbox_waiting_requests']);
    expect(scaledOn('throwbox-ingest')).toEqual(['Resource', 'throwbox_smtp_open_sessions']);
    expect(scaledOn('throwbox-code-extractor')).toEqual(['Resource', 'throwbox_queue_waiting_jobs']);
    expect(scaledOn('throwbox-webhook-dispatcher')).toEqual(['Resource', 'throwbox_queue_waiting_jobs', 'throwbox_queue_waiting_jobs']);
    // Fan-outs make the first attempts, retries go through their own queue: both backlogs count.
    const queues = all('HorizontalPodAutoscaler')
      .find((h) => h.spec.scaleTargetRef.name === 'throwbox-webhook-dispatcher')!
      .spec.metrics.flatMap((m: { external?: { metric: { selector: { matchLabels: { queue: string } } } } }) =>
        m.external ? [m.external.metric.selector.matchLabels.queue] : [],
      );
    expect(queues).toEqual(['webhook-events', 'webhook-deliveries']);
  });

  it('scrapes /metrics of every service through the ServiceMonitor, at its health port', () => {
    const [monitor] = all('ServiceMonitor');
    expect(monitor!.spec.endpoints).toEqual([expect.objectContaining({ port: 'metrics', path: '/metrics' })]);
    const scraped = all('Service').filter((s) => matches(monitor!.spec.selector.matchLabels, s.metadata.labels));
    const seen: string[] = [];
    for (const svc of scraped) {
      const d = deployments.find((dep) => matches(svc.spec.selector, dep.spec.template.metadata.labels))!;
      const name = serviceOf(d);
      const container = d.spec.template.spec.containers[0] as IContainer;
      const port = svc.spec.ports.find((p: any) => p.name === 'metrics');
      expect({ name, metrics: containerPort(container, port?.targetPort) }).toEqual({
        name,
        metrics: portIn(name, containerEnv(container, objects), SERVICES[name].healthPortVar),
      });
      seen.push(name);
    }
    expect(seen.sort()).toEqual(SERVICE_NAMES.slice().sort());
  });

  it('gives the api and the webhook dispatcher the webhook secret key from the same Secret entry', () => {
    const keyRef = (name: string) =>
      (deployments.find((d) => d.metadata.name === name)!.spec.template.spec.containers[0] as IContainer).env?.find(
        (e) => e.name === 'WEBHOOK_SECRET_KEY',
      )?.valueFrom?.secretKeyRef;
    expect(keyRef('throwbox-api')).toEqual({ name: 'throwbox-secrets', key: 'WEBHOOK_SECRET_KEY' });
    expect(keyRef('throwbox-webhook-dispatcher')).toEqual(keyRef('throwbox-api'));
  });
}

(renderer ? describe : describe.skip)('k8s/base', () => {
  const objects = renderer ? render('k8s/base') : [];
  checkManifests(objects);

  it('shares through the ConfigMap only variables every service declares', () => {
    const data = objects.find((o) => o.kind === 'ConfigMap')?.data ?? {};
    for (const name of SERVICE_NAMES) expect({ name, undeclared: undeclared(name, Object.keys(data)) }).toEqual({ name, undeclared: [] });
  });
});

(renderer ? describe : describe.skip)('k8s/overlays/production', () => {
  const objects = renderer ? render('k8s/overlays/production') : [];
  checkManifests(objects);

  it('pins released images and puts everything in its namespace', () => {
    for (const o of objects) {
      if (o.kind !== 'Namespace')
        expect({ o: `${o.kind}/${o.metadata.name}`, ns: o.metadata.namespace }).toEqual({
          o: `${o.kind}/${o.metadata.name}`,
          ns: 'throwbox',
        });
      const pod = o.kind === 'Deployment' || o.kind === 'Job' ? o.spec.template.spec : undefined;
      for (const c of (pod?.containers ?? []) as IContainer[]) expect(c.image).toMatch(/^[\w.-]+\/throwbox\/[\w-]+:\d+\.\d+\.\d+$/);
    }
  });

  it('runs at least two of each service and sets the public domains', () => {
    for (const h of objects.filter((o) => o.kind === 'HorizontalPodAutoscaler')) expect(h.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const data = objects.find((o) => o.kind === 'ConfigMap')?.data ?? {};
    expect(data.MAIL_DOMAINS).not.toMatch(/throwbox\.test/);
    const api = objects.find((o) => o.metadata.name === 'throwbox-api' && o.kind === 'Deployment')!;
    const env = containerEnv(api.spec.template.spec.containers[0] as IContainer, objects);
    expect(env.PUBLIC_URL).toMatch(/^https:\/\//);
    const ingress = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === 'throwbox-api')!;
    expect(ingress.spec.tls[0].hosts).toEqual([new URL(env.PUBLIC_URL!).hostname]);
    const consoleDeployment = objects.find((o) => o.metadata.name === 'throwbox-console' && o.kind === 'Deployment')!;
    const consoleEnv = containerEnv(consoleDeployment.spec.template.spec.containers[0] as IContainer, objects);
    expect(consoleEnv.CONSOLE_PUBLIC_URL).toMatch(/^https:\/\//);
    expect(consoleEnv.API_PUBLIC_URL).toBe(env.PUBLIC_URL);
    const consoleIngress = objects.find((o) => o.kind === 'Ingress' && o.metadata.name === 'throwbox-console')!;
    expect(consoleIngress.spec.tls[0].hosts).toEqual([new URL(consoleEnv.CONSOLE_PUBLIC_URL!).hostname]);
  });
});
