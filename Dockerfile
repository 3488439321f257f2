# One image for every service of docker-compose.yml: the repository with its dependencies installed and
# all seven apps built. Each service runs a different command over it (a static server per app, or the
# sandbox). Build: docker-compose build (or docker build -t member-app .).
FROM node:20-bookworm-slim

WORKDIR /app

# Dependencies first, so a source change does not reinstall them. `npm install`, not `npm ci`: the
# lockfile lacks other platforms' optional binaries (README, Requirements).
COPY package.json package-lock.json ./
COPY tooling/build-config/package.json tooling/build-config/
COPY tooling/static-server/ tooling/static-server/
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
RUN node scripts/build.mjs

# Servers in a container listen on every interface: the static server reads HOST, the sandbox SANDBOX_HOST.
ENV HOST=0.0.0.0 SANDBOX_HOST=0.0.0.0
