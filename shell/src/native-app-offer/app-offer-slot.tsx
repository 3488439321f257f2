import { useEffect, useState, type ComponentType } from 'react';
import { loadAppOffer, loadedAppOffer } from './app-offer-chunk';

type Offer = ComponentType<{ storeUrl: string }>;

/**
 * Where the native-app offer (a chunk of its own) renders: in the first commit when the entry has already
 * loaded its chunk, else as soon as it arrives. A state update rather than `lazy` under Suspense: React
 * holds a Suspense boundary's content back for a while after the page's last fallback showed, and the
 * offer's text is a phone's largest paint — measured on /home, the text painted ~390 ms after its chunk
 * had arrived (docs/performance.md). A chunk that fails to load leaves the page without the offer, as a
 * stored choice would.
 */
export function AppOfferSlot({ storeUrl }: { storeUrl: string }) {
  const [offer, setOffer] = useState<{ Component: Offer } | null>(() => {
    const module = loadedAppOffer();
    return module ? { Component: module.default } : null;
  });
  const waiting = offer === null;
  useEffect(() => {
    if (!waiting) return undefined;
    let mounted = true;
    loadAppOffer().then(
      (module) => mounted && setOffer({ Component: module.default }),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [waiting]);
  return offer ? <offer.Component storeUrl={storeUrl} /> : null;
}
