import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@jest/globals';
import { SDK_DIR } from '@throwbox/api';
import { NODE_FLAGS } from '../../scripts/services.js';
import { SERVICES, SERVICE_NAMES, portIn, repoRoot } from './services.js';

interface Stage {
  from: string;
  name: string;
  /** Instructions with continuation lines joined: [keyword, rest]. */
  lines: Array<[string, string]>;
}

function parseDockerfile(text: string): Stage[] {
  const stages: Stage[] = [];
  const joined = text
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  for (const line of joined) {
    const [keyword, ...rest] = line.split(/\s+/);
    const args = rest.join(' ');
    if (keyword?.toUpperCase() === 'FROM') {
      const m = /^(?:--\S+\s+)*(\S+)(?:\s+AS\s+(\S+))?$/i.exec(args);
      stages.push({ from: m?.[1] ?? '', name: m?.[2] ?? '', lines: [] });
    } else if (keyword && stages.length) {
      stages.at(-1)!.lines.push([keyword.toUpperCase(), args]);
    }
  }
  return stages;
}

/** `ENV A=1 B=2` instructions of a stage. */
function envOf(stage: Stage): Record<string, string> {
  const env: Record<string, string> = {};
  for (const [k, args] of stage.lines) {
    if (k !== 'ENV') continue;
    for (const pair of args.split(/\s+/)) {
      const [name, value] = pair.split('=');
      if (name && value !== undefined) env[name] = value;
    }
  }
  return env;
}

const instruction = (stage: Stage, keyword: string): string[] => stage.lines.filter(([k]) => k === keyword).map(([, a]) => a);

describe('Dockerfile', () => {
  const stages = parseDockerfile(readFileSync(`${repoRoot}Dockerfile`, 'utf8'));
  const stage = (name: string): Stage => {
    const found = stages.find((s) => s.name === name);
    if (!found) throw new Error(`no stage ${name}`);
    return found;
  };

  it('builds on a current Node LTS slim image', () => {
    const text = readFileSync(`${repoRoot}Dockerfile`, 'utf8');
    const version = Number(/^ARG NODE_VERSION=(\d+)$/m.exec(text)?.[1]);
    expect([22, 24]).toContain(version);
    expect(stage('build').from).toBe('node:${NODE_VERSION}-bookworm-slim');
    expect(stage('runtime').from).toBe('node:${NODE_VERSION}-bookworm-slim');
  });

  it('installs the pnpm version the workspace pins', () => {
    const { packageManager } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { packageManager: string };
    expect(instruction(stage('build'), 'RUN').join('\n')).toContain(`npm install --global ${packageManager}`);
  });

  it('compiles every service and keeps production dependencies only', () => {
    const runs = instruction(stage('build'), 'RUN').join('\n');
    const tsc = /tsc -b ([^\n&]+)/.exec(runs)?.[1]?.trim().split(/\s+/) ?? [];
    for (const name of SERVICE_NAMES) expect(tsc).toContain(`services/${name}`);
    expect(tsc).toContain('packages/admin');
    expect(runs).toMatch(/pnpm install --prod --frozen-lockfile/);
  });

  it('runs as a numeric non-root user, stops on SIGTERM and checks /livez', () => {
    const runtime = stage('runtime');
    const user = instruction(runtime, 'USER')[0] ?? '';
    expect(user).toMatch(/^\d+(:\d+)?$/);
    expect(Number(user.split(':')[0])).toBeGreaterThan(0);
    expect(instruction(runtime, 'STOPSIGNAL')).toEqual(['SIGTERM']);
    const healthcheck = instruction(runtime, 'HEALTHCHECK')[0] ?? '';
    expect(healthcheck).toContain('/livez');
    expect(healthcheck).toContain('process.env.HEALTH_PORT || process.env.PORT');
    expect(envOf(runtime).NODE_ENV).toBe('production');
  });

  it('has a target per service running its compiled main, listening on every interface', () => {
    for (const name of SERVICE_NAMES) {
      const target = stage(name);
      expect(target.from).toBe('runtime');
      expect(instruction(target, 'CMD')).toEqual([
        JSON.stringify(['node', ...NODE_FLAGS[name], `services/${name}/dist/main.js`]).replaceAll('","', '", "'),
      ]);
      const env = envOf(target);
      for (const v of SERVICES[name].hostVars) expect({ name, [v]: env[v] }).toEqual({ name, [v]: '0.0.0.0' });
      const info: { healthPortVar: string; trafficPortVar?: string } = SERVICES[name];
      const ports = [info.healthPortVar, info.trafficPortVar].filter((v): v is string => v !== undefined).map((v) => portIn(name, env, v));
      // The health check reads the port from the environment: it must be the one the service listens on.
      expect(env[info.healthPortVar]).toBe(String(portIn(name, {}, info.healthPortVar)));
      const exposed = instruction(target, 'EXPOSE').join(' ').split(/\s+/).map(Number);
      expect({ name, exposed: exposed.sort() }).toEqual({ name, exposed: [...new Set(ports)].sort() });
    }
  });

  it("packs the client and fixture where the image's api serves /sdk from", () => {
    const runs = instruction(stage('build'), 'RUN');
    const pack = runs.findIndex((r) => r === 'pnpm sdk:pack');
    const prod = runs.findIndex((r) => r.includes('pnpm install --prod'));
    // Packed while the dev dependencies (tsc, tsx) are still installed, and not removed by the clean-up.
    expect(pack).toBeGreaterThan(-1);
    expect(pack).toBeLessThan(prod);
    expect(runs[prod]).not.toMatch(/rm -rf[^&]*\sdist\b/);
    const { scripts } = JSON.parse(readFileSync(`${repoRoot}package.json`, 'utf8')) as { scripts: Record<string, string> };
    expect(scripts['sdk:pack']).toBe('tsx scripts/pack-sdk.ts');
    // pack-sdk's default directory is the one the api reads, from source and from its dist alike; the
    // runtime copies the build's /src to /app whole.
    expect(SDK_DIR).toBe(`${repoRoot}dist/sdk/`);
    expect(instruction(stage('runtime'), 'COPY')).toContain('--from=build /src /app');
  });

  it('keeps local build output and dependencies out of the build context', () => {
    const ignored = readFileSync(`${repoRoot}.dockerignore`, 'utf8').split('\n');
    expect(ignored).toEqual(expect.arrayContaining(['**/node_modules', '**/dist', '.git', '.env']));
  });
});
