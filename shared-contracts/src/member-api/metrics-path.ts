/**
 * `POST /metrics` (telemetry counters), on its own so every remote's error-page report reaches it without
 * the whole API path catalogue (`apiPaths`, which lists it too): about 0.5 KiB gzip off each remote's first load.
 */
export const metricsPath = () => '/metrics';
