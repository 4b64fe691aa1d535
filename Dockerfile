# The production image (docs/deploy.md). One build stage with every dependency, then a slim
# runtime stage holding the built files and the production dependencies only, run by the
# unprivileged `node` user. Build: docker build -t lancetaboite-app .

ARG NODE_IMAGE=node:20-bookworm-slim

# npm 11, as on the developers' machines: it runs dependencies' install scripts only for the packages
# package.json's allowScripts approves (esbuild, the embedded PostgreSQL's binaries); the npm 10 that
# Node 20 ships would run every one of them.
FROM ${NODE_IMAGE} AS npm
ARG NPM_VERSION=11.19.1
RUN npm install --global --no-audit --no-fund npm@${NPM_VERSION} \
 && npm cache clean --force
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1

# Every dependency, for the build. Its own stage: it is rebuilt only when the lockfile changes.
FROM npm AS deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --no-audit --no-fund

# One build (scripts/build.mjs): the server (dist/server), the web app and its server renderer
# (dist/web, dist/web-server) and Payload's admin (Next: cms/next/.next). What the image must not
# carry goes in the same step: the web app's source maps (dist/web-sourcemaps), every other map
# (the server's, Next's) and Next's build cache.
FROM deps AS build
COPY . .
RUN npm run build \
 && rm -rf dist/web-sourcemaps cms/next/.next/cache \
 && find dist cms/next/.next -name '*.map' -type f -delete
# `npm run db:migrate` (the release step) and the other operator commands (db:backup, db:restore,
# cms:create-editor, housekeeping, db:seed) run their TypeScript with tsx: the files they import, as esbuild
# follows them from those entry points (our code only: packages stay external; tests are never
# imported), are kept in /cli-sources with tsconfig.json (its `@/` alias).
RUN node_modules/.bin/esbuild \
      cms/infra/db/migrate.ts \
      cms/infra/db/backup-cli.ts \
      cms/infra/db/restore-cli.ts \
      cms/features/accounts/create-editor-cli.ts \
      cms/features/housekeeping/housekeeping-cli.ts \
      cms/demo/seed-cli.ts \
      --bundle --packages=external --platform=node --format=esm --log-level=warning \
      --outdir=/tmp/cli --metafile=/tmp/cli/meta.json \
 && node -p "Object.keys(require('/tmp/cli/meta.json').inputs).join('\n')" > /tmp/cli/sources \
 && tar -cf /tmp/cli/sources.tar -T /tmp/cli/sources tsconfig.json \
 && mkdir /cli-sources \
 && tar -xf /tmp/cli/sources.tar -C /cli-sources

# Production dependencies only (no Vite, Playwright, ESLint…), installed by the same npm.
FROM npm AS prod-deps
COPY package.json package-lock.json ./
COPY patches ./patches
RUN npm ci --omit=dev --no-audit --no-fund \
 && npm cache clean --force

# The runtime: built files, production dependencies, the operator commands' sources; no tests,
# no source maps, no .env (the configuration comes from the environment).
FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/app/data \
    NEXT_TELEMETRY_DISABLED=1 \
    NPM_CONFIG_UPDATE_NOTIFIER=false
WORKDIR /app
# The same layout as the build's: Next's build links its external packages as ../../../../node_modules/….
COPY --from=prod-deps /app/node_modules ./node_modules
COPY package.json ./
COPY --from=build /app/dist ./dist
COPY --from=build /app/cms/next/next.config.mjs ./cms/next/
COPY --from=build /app/cms/next/.next ./cms/next/.next
COPY --from=build /cli-sources ./
# Everything above stays root's, read-only for the server; it writes only under DATA_DIR and Next's cache.
RUN mkdir -p data cms/next/.next/cache \
 && chown node:node data cms/next/.next/cache
USER node
EXPOSE 3000
# GET /api/health: the server answers and reaches PostgreSQL (no curl in the slim image: Node's fetch).
HEALTHCHECK --interval=10s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health', { signal: AbortSignal.timeout(4000) }).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# Node itself, not npm: SIGTERM reaches the server, which drains and stops cleanly (cms/server.ts).
# Not `npm start` either: in production it would build first (scripts/start.mjs), from sources the image does not hold.
# The flag: SERVER_NODE_FLAGS in scripts/build-stamp.mjs (a busy heap is not kept at four times its live size).
CMD ["node", "--heap-growing-percent=50", "dist/server/server.mjs"]
