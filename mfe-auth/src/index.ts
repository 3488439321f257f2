// This remote is consumed through remoteEntry.js (its exposed ./lifecycles module), never through this entry.
export {};
