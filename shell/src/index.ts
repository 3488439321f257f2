// The async boundary: shared modules (React, the router...) are negotiated by Module Federation before
// any of them is imported. Without it: RUNTIME-006 Invalid loadShareSync.
import('./bootstrap');
