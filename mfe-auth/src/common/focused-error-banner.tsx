import { useEffect, useRef } from 'react';
import { Banner } from '@member/ui';

interface FocusedErrorBannerProps {
  heading: string;
  body: string;
  /** Changes on every new failure: focus moves to the banner again. */
  focusKey: unknown;
}

/**
 * An error banner that takes focus when it appears (and on each new failure), so keyboard and
 * screen-reader users land on it. `Banner` takes no ref or tabIndex, hence the focusable wrapper.
 */
export function FocusedErrorBanner({ heading, body, focusKey }: FocusedErrorBannerProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [focusKey]);
  return (
    <div ref={ref} tabIndex={-1}>
      <Banner tone="error" heading={heading} body={body} />
    </div>
  );
}
