# syntax=docker/dockerfile:1
# The Playdeck server image: one Node process serving the member site, the operator console, the API and
# the realtime endpoint on port 3000. Run it on PostgreSQL (DATABASE_URL) and Redis (REDIS_URL); see
# compose.yaml and README "Deploy". scripts/production-install-check.mjs repeats the `deps` and `runtime`
# stages below outside Docker (it reads this file), so keep each COPY on one line.

ARG NODE_IMAGE=node:20-slim

# The workspace manifests and the lock file: enough for npm ci, and a cache layer that survives source edits.
FROM ${NODE_IMAGE} AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY packages/contract/package.json packages/contract/
COPY apps/server/package.json apps/server/
COPY apps/sandbox-provider/package.json apps/sandbox-provider/
COPY apps/sandbox-gateway/package.json apps/sandbox-gateway/
COPY apps/web/package.json apps/web/
COPY apps/backoffice/package.json apps/backoffice/
COPY e2e/package.json e2e/
COPY bench/package.json bench/

# Everything, dev dependencies included: builds the web app, the console and the server bundle.
FROM manifests AS build
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# The server's production dependencies only. The web app and the console are bundled by Vite, and the
# workspace packages by esbuild into apps/server/dist, so none of theirs are needed at run time.
FROM manifests AS deps
RUN npm ci --omit=dev --workspace apps/server --no-audit --no-fund

FROM ${NODE_IMAGE} AS runtime
ENV NODE_ENV=production
# PGlite's directory when no DATABASE_URL is given (a single node); mount a volume there to keep it.
ENV DATA_DIR=/data
WORKDIR /app
RUN mkdir /data && chown node:node /data
COPY --from=deps /app/node_modules node_modules
# Where the server's version of a package differs from the one hoisted for another package (@fastify/static).
COPY --from=deps /app/apps/server/node_modules apps/server/node_modules
COPY --from=build /app/apps/server/package.json apps/server/package.json
COPY --from=build /app/apps/server/dist apps/server/dist
COPY --from=build /app/apps/server/static apps/server/static
COPY --from=build /app/apps/server/src/db/migrations apps/server/src/db/migrations
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-server apps/web/dist-server
COPY --from=build /app/apps/backoffice/dist apps/backoffice/dist
COPY --from=build /app/apps/sandbox-provider/src/migrations apps/sandbox-provider/src/migrations
COPY --from=build /app/apps/sandbox-provider/src/games/assets apps/sandbox-provider/src/games/assets
COPY --from=build /app/apps/sandbox-gateway/src/migrations apps/sandbox-gateway/src/migrations
# The files above belong to root and are read-only to the server, which runs as the image's node user.
USER node
EXPOSE 3000
# /readyz: the database (and Redis) answer and every migration is applied; 503 while the node drains.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/readyz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains within SHUTDOWN_TIMEOUT_MS (10 s by default): give the container a little longer to stop.
STOPSIGNAL SIGTERM
CMD ["node", "apps/server/dist/main.js"]
