import type { ComponentType } from 'react';

type OfferModule = { default: ComponentType<{ storeUrl: string }> };

let loading: Promise<OfferModule> | null = null;
let loaded: OfferModule | null = null;

/**
 * The offer's chunk, loaded once. The entry starts it as soon as the config says a phone's browser will be
 * offered the app, beside the shell's own chunks: the dialog then opens in the page's first commit, and
 * its text (a phone's largest paint) waits for no request after the first render.
 */
export function loadAppOffer(): Promise<OfferModule> {
  loading ??= import(/* webpackChunkName: "native-app-offer" */ './native-app-offer').then((module) => (loaded = module));
  // A chunk that failed may be asked for again.
  loading.catch(() => (loading = null));
  return loading;
}

/** The offer's module when its chunk has already arrived, else null. */
export function loadedAppOffer(): OfferModule | null {
  return loaded;
}
