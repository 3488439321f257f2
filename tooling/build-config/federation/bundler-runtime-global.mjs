/** Where the shell leaves its bundler runtime for the remotes (a property of the page's global object). */
export const BUNDLER_RUNTIME_GLOBAL = '_FEDERATION_BUNDLER_RUNTIME';
