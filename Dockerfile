# The limo back office as one image: `docker build -t limo .` (docs/operations.md, "Container image and compose").
# Configuration comes from the environment only (README, "Configuration"); nothing secret is baked in.
ARG NODE_IMAGE=node:20-bookworm-slim

# The workspaces' manifests and the lock file: what both installs below start from, so a source change reuses them.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/domain/package.json packages/domain/
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Build: every dependency (esbuild, Vite, TypeScript), then the server bundle and the web app.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies of the server alone, installed afresh: no dev package left over from a prune.
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund && npm cache clean --force

# Runtime: what runs and nothing else (no npm scripts, no sources, no pg_dump: backups go through the database).
FROM ${NODE_IMAGE} AS runtime
# DEMO_DATA=0: the demo's passwords are published and HOST=0.0.0.0 opens the container, so the embedded database
# starts empty (ADMIN_PASSWORD required); the image is meant for DATABASE_URL, `-e DEMO_DATA=1` for a try-out.
ENV NODE_ENV=production HOST=0.0.0.0 PORT=8080 DATA_DIR=/data DEMO_DATA=0
WORKDIR /app
COPY --from=deps /app ./
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/web/dist apps/web/dist
COPY apps/server/drizzle apps/server/drizzle
# The embedded database's folder, owned by the user the server runs as.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 8080
# Node itself probes readiness (the slim image has no curl); the first start with demo data takes about a minute.
HEALTHCHECK --interval=10s --timeout=3s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/limo/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--enable-source-maps", "apps/server/dist/main.js"]
