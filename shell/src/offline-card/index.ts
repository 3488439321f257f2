import '../startup/zod-jitless';
import { earlyStart } from '../startup/early-start';

/**
 * The entry of the offline card's document (`offline-card.html`): the page the service worker answers
 * when `/id-card` is opened with no network and a member's cards are kept (docs/offline-data.md). The app's
 * own entry (`index.ts`) carries nothing of it, so no online page loads a byte of it.
 */
// The environment config (the worker's kept copy) and the home remote (the route's) start loading now.
void earlyStart();

// The async boundary, as in the app's entry: shared modules are negotiated before any is imported.
import(/* webpackChunkName: "offline-card-app" */ './offline-card-bootstrap');
