// This remote is consumed through remoteEntry.js (its exposed ./lifecycles module), never through this
// entry; webpack only needs an entry to emit the federation container next to it.
export {};
