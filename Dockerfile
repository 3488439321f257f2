# Multi-stage: the dependencies install from the manifests alone, in parallel with the build (BuildKit
# runs independent stages at once), and two small runtime images run as the unprivileged `node` user
# and carry only what they run (docker-compose.yml builds both targets, from Dockerfile.classic):
#
#   static   the seven built apps (dist/, precompressed, without source maps), the static server with its
#            one dependency, and the per-environment shell configuration.   docker build --target static .
#   sandbox  the local stand-in services: sandbox/src and the shared-contracts sources it imports (no
#            tests, no test helpers) and only their production dependencies.
#                                                                             docker build --target sandbox .
#
#   manifests ──> deps ──> build ──────────────┐
#       ├──> static-deps ──────────────────────┴──> static
#       └──> sandbox-deps ─────────────────────────> sandbox
#
# Every stage copies named files and folders, never the whole context, and .dockerignore keeps READMEs,
# tests and test helpers out of the folders it does copy: an edit to the docs, a Dockerfile,
# docker-compose.yml or CI rebuilds nothing; a source change rebuilds the build stage only.
#
# Behind a TLS-intercepting proxy or with a private registry, pass an npmrc and the proxy's CA as build
# secrets; they are mounted for the install steps only and never stored in a layer:
#   docker build --secret id=npmrc,src=$HOME/.npmrc --secret id=npm_ca,src=corp-ca.pem --target static .
# The classic builder has no secrets: Dockerfile.classic (generated from this file) reads the same two
# files from .npm-build/ in the context instead (docs/deployment-and-rollback.md, "Behind a proxy").
#
# Source maps stay in the build stage (error reporting uploads them from there); the static server
# would not serve them anyway. Node 22 (Node 20 reached end of life in April 2026, and
# contentful-resolve-response, a runtime dependency, declares Node >= 22).

# ---- manifests: the lockfile and every workspace's package.json, nothing else ---------------------
# npm needs every workspace the root lists to exist, even for one workspace's install.
FROM node:22-bookworm-slim AS manifests
WORKDIR /app
COPY package.json package-lock.json ./
COPY tooling/build-config/package.json tooling/build-config/
COPY tooling/static-server/package.json tooling/static-server/
COPY shared-contracts/package.json shared-contracts/
COPY shared-ui/package.json shared-ui/
COPY shared-router/package.json shared-router/
COPY shared-i18n/package.json shared-i18n/
COPY remote-runtime/package.json remote-runtime/
COPY shell/package.json shell/
COPY mfe-auth/package.json mfe-auth/
COPY mfe-home-onboarding/package.json mfe-home-onboarding/
COPY mfe-messages/package.json mfe-messages/
COPY mfe-claims/package.json mfe-claims/
COPY mfe-reimbursements/package.json mfe-reimbursements/
COPY mfe-search-careteam/package.json mfe-search-careteam/
COPY sandbox/package.json sandbox/
COPY e2e/package.json e2e/
COPY scripts/npm-install.sh scripts/runtime-manifest.mjs scripts/

# ---- deps: every dependency, for the build ---------------------------------------------------------
# `npm install`, not `npm ci`: the lockfile lacks other platforms' optional binaries (README, Requirements).
FROM manifests AS deps
RUN --mount=type=secret,id=npmrc --mount=type=secret,id=npm_ca sh scripts/npm-install.sh

# ---- production dependencies of the runtime images, from the manifests alone --------------------
# runtime-manifest.mjs narrows the root manifest to the workspaces the image runs: `--workspace X`
# over the whole repository would still install every other workspace's dependencies.
FROM manifests AS static-deps
RUN --mount=type=secret,id=npmrc --mount=type=secret,id=npm_ca node scripts/runtime-manifest.mjs tooling/static-server \
 && sh scripts/npm-install.sh --omit=dev --omit=peer

FROM manifests AS sandbox-deps
RUN --mount=type=secret,id=npmrc --mount=type=secret,id=npm_ca node scripts/runtime-manifest.mjs shared-contracts sandbox \
 && sh scripts/npm-install.sh --omit=dev --omit=peer

# ---- build: all seven apps --------------------------------------------------------------------------
FROM deps AS build
COPY tsconfig.base.json ./
COPY scripts/build.mjs scripts/
COPY scripts/lib/ scripts/lib/
COPY tooling/ tooling/
COPY shared-contracts/ shared-contracts/
COPY shared-ui/ shared-ui/
COPY shared-router/ shared-router/
COPY shared-i18n/ shared-i18n/
COPY remote-runtime/ remote-runtime/
COPY shell/ shell/
COPY mfe-auth/ mfe-auth/
COPY mfe-home-onboarding/ mfe-home-onboarding/
COPY mfe-messages/ mfe-messages/
COPY mfe-claims/ mfe-claims/
COPY mfe-reimbursements/ mfe-reimbursements/
COPY mfe-search-careteam/ mfe-search-careteam/
RUN node scripts/build.mjs \
 && mkdir -p /served \
 && for app in shell mfe-auth mfe-home-onboarding mfe-messages mfe-claims mfe-reimbursements mfe-search-careteam; do \
      mkdir -p "/served/$app" && cp -R "$app/dist" "/served/$app/dist"; \
    done \
 && find /served -name '*.map' -delete

# ---- static: every built app behind the static server ----------------------------------------------
FROM node:22-bookworm-slim AS static
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0
# Root-owned and read-only to the server's user: it cannot change what it serves.
COPY --from=static-deps /app/node_modules node_modules
COPY tooling/static-server/package.json tooling/static-server/*.mjs tooling/static-server/
COPY shell/config shell/config
COPY --from=build /served/ ./
USER node
EXPOSE 3000 3001 3002 3003 3004 3005 3006
# docker-compose.yml names the app, its port and the environment folder per service.
CMD ["node", "tooling/static-server/serve.mjs", "--dir", "shell/dist", "--port", "3000", "--spa", "--config-dir", "shell/config/docker"]

# ---- sandbox: the local stand-in services ---------------------------------------------------------
FROM node:22-bookworm-slim AS sandbox
WORKDIR /app
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0
COPY --from=sandbox-deps /app/node_modules node_modules
COPY package.json tsconfig.base.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-contracts/src shared-contracts/src
COPY sandbox/package.json sandbox/tsconfig.json sandbox/
COPY sandbox/src sandbox/src
# The member API's database lives in a volume; the only folder the service writes.
RUN mkdir -p sandbox/.data && chown node:node sandbox/.data
USER node
EXPOSE 4000 4001 4002 4003
CMD ["node", "--import", "tsx", "sandbox/src/main.ts"]
