# syntax=docker/dockerfile:1
#
# One build, one image per service, chosen with --target:
#
#   docker build --target ingest             -t throwbox/ingest .
#   docker build --target api                -t throwbox/api .
#   docker build --target code-extractor     -t throwbox/code-extractor .
#   docker build --target webhook-dispatcher -t throwbox/webhook-dispatcher .
#   docker build --target console            -t throwbox/console .
#
# The five targets share every layer but the last: each image holds all compiled services plus the
# migration and admin command lines (`node packages/db/dist/migrate-cli.js`, `node packages/admin/dist/cli.js`);
# a target only sets its listen addresses, ports, health check and command. Without --target, the last
# stage (api) is built.

ARG NODE_VERSION=24

# ---- build: install everything, compile, then keep production dependencies only -------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
ENV CI=true
# The version in package.json's packageManager field; pnpm 10 insists on it.
RUN npm install --global pnpm@10.34.9
WORKDIR /src

# The lockfile alone decides what is fetched, so source changes do not refetch the dependencies.
COPY pnpm-lock.yaml pnpm-workspace.yaml ./
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store pnpm fetch --store-dir /pnpm-store

COPY . .
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --frozen-lockfile --offline --store-dir /pnpm-store
# `pnpm build` (tsc -b) compiles the whole workspace, tests included; the image needs only what it runs.
RUN pnpm exec tsc -b services/ingest services/api services/code-extractor services/webhook-dispatcher services/console packages/admin packages/db
# The client and the fixture as tarballs under dist/sdk/, which the api serves at /sdk/*.tgz (DECISIONS §14).
RUN pnpm sdk:pack
RUN --mount=type=cache,id=pnpm-store,target=/pnpm-store \
    pnpm install --prod --frozen-lockfile --offline --store-dir /pnpm-store \
 && rm -rf ops test bench scripts docs k8s packages/testkit \
 && find packages services -mindepth 2 -maxdepth 2 -name src -type d -exec rm -rf {} + \
 && find packages services -path '*/dist/*' \( -name '*.test.*' -o -name '.tsbuildinfo' \) -delete

# ---- runtime: what every service image has in common ------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
ENV NODE_ENV=production
WORKDIR /app
# Owned by root and only readable by the service user: a compromised process cannot rewrite its own code.
COPY --from=build /src /app
# The image's `node` user, numerically so that Kubernetes' runAsNonRoot can verify it.
USER 1000:1000
# The services stop gracefully on SIGTERM: readiness fails, intake stops, in-flight work finishes.
STOPSIGNAL SIGTERM
# /livez answers while the process runs; slim images have no curl, so node asks. The workers serve it on
# HEALTH_PORT, the api on its own PORT.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.HEALTH_PORT || process.env.PORT) + '/livez').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]

# ---- one target per service -------------------------------------------------------------------------------
# Containers listen on every interface; the defaults in the code (127.0.0.1) are for local runs.

FROM runtime AS ingest
ENV SMTP_HOST=0.0.0.0 SMTP_PORT=2525 HEALTH_HOST=0.0.0.0 HEALTH_PORT=8081
# An unprivileged user cannot bind port 25: publish 25 -> 2525 (compose ports, a Kubernetes Service).
EXPOSE 2525 8081
# Node flags per service: scripts/services.ts (a larger young generation for the parser's garbage).
CMD ["node", "--max-semi-space-size=32", "services/ingest/dist/main.js"]

FROM runtime AS code-extractor
ENV HEALTH_HOST=0.0.0.0 HEALTH_PORT=8082
EXPOSE 8082
CMD ["node", "services/code-extractor/dist/main.js"]

FROM runtime AS webhook-dispatcher
ENV HEALTH_HOST=0.0.0.0 HEALTH_PORT=8083
EXPOSE 8083
CMD ["node", "services/webhook-dispatcher/dist/main.js"]

FROM runtime AS console
ENV CONSOLE_HOST=0.0.0.0 CONSOLE_PORT=8090 HEALTH_HOST=0.0.0.0 HEALTH_PORT=8084
EXPOSE 8090 8084
CMD ["node", "services/console/dist/main.js"]

FROM runtime AS api
ENV HOST=0.0.0.0 PORT=8080
EXPOSE 8080
# Node flags: scripts/services.ts (a small young generation, a slow-growing old one: resident size with 10,000 waits
# held; no full collection below 64 MB of old generation: the steady p99).
CMD ["node", "--max-semi-space-size=4", "--heap-growing-percent=20", "--initial-old-space-size=64", "services/api/dist/main.js"]
