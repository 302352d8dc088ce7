/** The k8s/ manifests as kustomize renders them, and what the k8s checks read from them. */
import { execFileSync, spawnSync } from 'node:child_process';
import { ServiceMonitor } from '@kubernetes-models/prometheus-operator/monitoring.coreos.com/v1/ServiceMonitor';
import { Deployment } from 'kubernetes-models/apps/v1/Deployment';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2/HorizontalPodAutoscaler';
import { Job } from 'kubernetes-models/batch/v1/Job';
import { Ingress } from 'kubernetes-models/networking.k8s.io/v1/Ingress';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1/PodDisruptionBudget';
import { ConfigMap } from 'kubernetes-models/v1/ConfigMap';
import { Namespace } from 'kubernetes-models/v1/Namespace';
import { Service } from 'kubernetes-models/v1/Service';
import { ServiceAccount } from 'kubernetes-models/v1/ServiceAccount';
import type { IContainer } from 'kubernetes-models/v1/Container';
import type { IEnvVar } from 'kubernetes-models/v1/EnvVar';
import { parseAllDocuments } from 'yaml';
import { repoRoot } from './services.js';

/** The schema of every kind the manifests may hold; anything else fails the test. */
export const MODELS: Record<string, new (data: any) => { validate(): void }> = {
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'batch/v1/Job': Job,
  'networking.k8s.io/v1/Ingress': Ingress,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'v1/ConfigMap': ConfigMap,
  'v1/Namespace': Namespace,
  'v1/Service': Service,
  'v1/ServiceAccount': ServiceAccount,
  'monitoring.coreos.com/v1/ServiceMonitor': ServiceMonitor,
};

export interface Manifest {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string>; annotations?: Record<string, string> };
  spec?: any;
  data?: Record<string, string>;
}

/** kubectl carries kustomize (`kubectl kustomize`); a standalone kustomize works too. */
export const renderer = ((): string[] | undefined => {
  if (spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0) return ['kubectl', 'kustomize'];
  if (spawnSync('kustomize', ['version'], { stdio: 'ignore' }).status === 0) return ['kustomize', 'build'];
  return undefined;
})();
if (!renderer) console.warn('neither kubectl nor kustomize is installed: skipping the k8s/ checks');

export function render(dir: string): Manifest[] {
  const [cmd, ...args] = renderer!;
  const out = execFileSync(cmd!, [...args, dir], { cwd: repoRoot, encoding: 'utf8' });
  return parseAllDocuments(out).map((d) => d.toJS() as Manifest);
}

/** Placeholders for what the Secret holds, so the services' own loaders can judge the environment. */
const SECRET_VALUES: Record<string, string> = {
  DATABASE_URL: 'postgres://throwbox:secret@postgres.example:5432/throwbox',
  REDIS_URL: 'redis://redis.example:6379',
  WEBHOOK_SECRET_KEY: 'ab'.repeat(32),
};

export function containerEnv(container: IContainer, objects: Manifest[]): Record<string, string> {
  const env: Record<string, string> = {};
  for (const from of container.envFrom ?? []) {
    const cm = objects.find((o) => o.kind === 'ConfigMap' && o.metadata.name === from.configMapRef?.name);
    if (!cm) throw new Error(`${container.name}: ConfigMap ${from.configMapRef?.name ?? '?'} is not in the manifests`);
    Object.assign(env, cm.data);
  }
  for (const e of container.env ?? []) env[e.name] = valueOf(e);
  return env;
}

export function valueOf(e: IEnvVar): string {
  if (e.value !== undefined) return e.value;
  const ref = e.valueFrom?.secretKeyRef;
  if (ref?.name === 'throwbox-secrets' && SECRET_VALUES[ref.key] !== undefined) return SECRET_VALUES[ref.key]!;
  throw new Error(`${e.name}: unexpected source ${JSON.stringify(e.valueFrom)}`);
}

/** A probe's or Service's port, by number or by the container port's name. */
export function containerPort(container: IContainer, port: number | string | undefined): number | undefined {
  if (typeof port === 'number') return port;
  return container.ports?.find((p) => p.name === port)?.containerPort;
}

export const matches = (selector: Record<string, string> | undefined, labels: Record<string, string> | undefined): boolean =>
  !!selector && Object.keys(selector).length > 0 && Object.entries(selector).every(([k, v]) => labels?.[k] === v);
