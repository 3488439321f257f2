/**
 * `GET /member-accumulations` (features §7), on its own so /home's accumulator card reaches it without
 * the whole API path catalogue (`apiPaths`, which lists it too).
 */
export const memberAccumulationsPath = () => '/member-accumulations';
