declare const BUILD_NUMBER: string | undefined;

/** The build number compiled in by webpack (`BUILD_NUMBER`, see shell/webpack.config.cjs); 'local' otherwise. */
export const buildNumber: string = typeof BUILD_NUMBER === 'string' ? BUILD_NUMBER : 'local';
