#!/bin/sh
# `npm install` for the image builds, through a corporate proxy or a private registry when given one:
# an npmrc (registry, proxy, token) and a CA certificate (a TLS-intercepting proxy's root) are read from
# /run/secrets/npmrc and /run/secrets/npm_ca. BuildKit mounts them there for the one RUN step
# (`docker build --secret id=npmrc,src=... --secret id=npm_ca,src=...`); Dockerfile.classic copies them
# there from .npm-build/ in the build context. docs/deployment-and-rollback.md, "Behind a proxy".
set -eu
secrets="${NPM_SECRETS_DIR:-/run/secrets}"
if [ -s "$secrets/npmrc" ]; then
  export NPM_CONFIG_USERCONFIG="$secrets/npmrc"
fi
# Added to Node's bundled roots rather than replacing them (npm's `cafile` would), so registries
# reached without the proxy keep working.
if [ -s "$secrets/npm_ca" ]; then
  export NODE_EXTRA_CA_CERTS="$secrets/npm_ca"
fi
exec npm install --no-audit --no-fund "$@"
