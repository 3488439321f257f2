# Multi-stage: one build stage with every dependency, then two small runtime images that run as the
# unprivileged `node` user and carry only what they serve (docker-compose.yml builds both targets):
#
#   static   the seven built apps (dist/, precompressed, without source maps), the static server with its
#            one dependency, and the per-environment shell configuration.   docker build --target static .
#   sandbox  the local stand-in services: sandbox/src, the shared-contracts sources it imports, and their
#            production dependencies.                                         docker build --target sandbox .
#
# Source maps stay in the build stage (error reporting uploads them from there); the static server
# would not serve them anyway.

# ---- build: dependencies installed, all seven apps built ------------------------------------------
FROM node:20-bookworm-slim AS build
WORKDIR /app

# Dependencies first, so a source change does not reinstall them. `npm install`, not `npm ci`: the
# lockfile lacks other platforms' optional binaries (README, Requirements).
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
RUN npm install --no-audit --no-fund

COPY . .
RUN node scripts/build.mjs \
 && mkdir -p /served \
 && for app in shell mfe-auth mfe-home-onboarding mfe-messages mfe-claims mfe-reimbursements mfe-search-careteam; do \
      mkdir -p "/served/$app" && cp -R "$app/dist" "/served/$app/dist"; \
    done \
 && find /served -name '*.map' -delete

# ---- production dependencies of one workspace each ------------------------------------------------
# The root and workspace manifests (npm needs every workspace listed in the root to exist), then
# `--omit=dev` for the one workspace: no webpack, no test tooling in a runtime image.
FROM node:20-bookworm-slim AS manifests
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/tooling/build-config/package.json tooling/build-config/
COPY --from=build /app/tooling/static-server/package.json tooling/static-server/
COPY --from=build /app/shared-contracts/package.json shared-contracts/
COPY --from=build /app/shared-ui/package.json shared-ui/
COPY --from=build /app/shared-router/package.json shared-router/
COPY --from=build /app/shared-i18n/package.json shared-i18n/
COPY --from=build /app/remote-runtime/package.json remote-runtime/
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/mfe-auth/package.json mfe-auth/
COPY --from=build /app/mfe-home-onboarding/package.json mfe-home-onboarding/
COPY --from=build /app/mfe-messages/package.json mfe-messages/
COPY --from=build /app/mfe-claims/package.json mfe-claims/
COPY --from=build /app/mfe-reimbursements/package.json mfe-reimbursements/
COPY --from=build /app/mfe-search-careteam/package.json mfe-search-careteam/
COPY --from=build /app/sandbox/package.json sandbox/
COPY --from=build /app/e2e/package.json e2e/

FROM manifests AS static-deps
RUN npm install --omit=dev --workspace @member/static-server --no-audit --no-fund

FROM manifests AS sandbox-deps
RUN npm install --omit=dev --workspace @member/sandbox --no-audit --no-fund

# ---- static: every built app behind the static server ----------------------------------------------
FROM node:20-bookworm-slim AS static
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
FROM node:20-bookworm-slim AS sandbox
WORKDIR /app
ENV NODE_ENV=production SANDBOX_HOST=0.0.0.0
COPY --from=sandbox-deps /app/node_modules node_modules
COPY package.json ./
COPY shared-contracts/package.json shared-contracts/
COPY shared-contracts/src shared-contracts/src
COPY sandbox/package.json sandbox/tsconfig.json sandbox/
COPY sandbox/src sandbox/src
COPY tsconfig.base.json ./
# The member API's database lives in a volume; the only folder the service writes.
RUN mkdir -p sandbox/.data && chown node:node sandbox/.data
USER node
EXPOSE 4000 4001 4002 4003
CMD ["node", "--import", "tsx", "sandbox/src/main.ts"]
