# One remote (REMOTE: remote-public, remote-candidate or remote-recruiter): built with pnpm in Node,
# served by the composer (tooling/composer/: CORS, no-cache remoteEntry.js, hashed chunks
# immutable, precompressed variants) on the port its package.json names.
# Build from the workspace root, so the lockfile and shared-kernel are in the context:
#   docker build -f deploy/remote.Dockerfile --build-arg REMOTE=remote-candidate \
#     -t hospohire/remote-candidate .
# Only that package and what it depends on (tooling, shared-kernel) are copied, so a change in
# another package does not rebuild its image.

FROM node:20-bookworm-slim AS build
ARG PNPM_VERSION=10
ARG REMOTE
RUN test -n "$REMOTE" && npm i -g pnpm@${PNPM_VERSION}
WORKDIR /app
# Every package of the lockfile, downloaded once into the store: cached until the lockfile changes.
COPY pnpm-lock.yaml pnpm-workspace.yaml .npmrc package.json tsconfig.base.json ./
RUN pnpm fetch
COPY tooling ./tooling
COPY shared-kernel ./shared-kernel
COPY ${REMOTE} ./${REMOTE}
RUN pnpm install --offline --frozen-lockfile --filter "${REMOTE}..." \
 && pnpm --filter "${REMOTE}" build \
 && test -f "${REMOTE}/dist/remoteEntry.js"

FROM node:20-bookworm-slim
ARG REMOTE
ARG PORT
ENV NODE_ENV=production \
    HEALTH_PORT=${PORT}
WORKDIR /app
# The composer and the packages it runs on (tooling's node_modules link into the store copied here).
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/tooling ./tooling
COPY --from=build /app/${REMOTE}/package.json ./${REMOTE}/package.json
COPY --from=build /app/${REMOTE}/dist ./${REMOTE}/dist
USER node
WORKDIR /app/${REMOTE}
EXPOSE ${PORT}
HEALTHCHECK --interval=30s --timeout=3s --start-period=5s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.HEALTH_PORT+'/remoteEntry.js').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# `pnpm serve` without pnpm in between: SIGTERM reaches the server itself.
CMD ["node", "../tooling/serve.mjs"]
