import './startup/zod-jitless';
import { earlyStart } from './startup/early-start';

// The environment config and the current route's remote start loading now, beside the chunks below.
void earlyStart();

// The async boundary: shared modules (React, the router...) are negotiated by Module Federation before
// any of them is imported. Without it: RUNTIME-006 Invalid loadShareSync.
import('./bootstrap');
