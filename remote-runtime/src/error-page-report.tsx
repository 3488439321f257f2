import { createContext, useContext, useEffect, useRef, type ReactNode } from 'react';
import { metricsPath } from '@member/shared-contracts/member-api';
import { errorPageMetricsPayload, type ErrorPageKind } from '@member/shared-contracts/analytics';
import { type Analytics } from '@member/shared-contracts/mount';
import { type HttpClient } from '@member/shared-contracts/http';
import { type Logger } from '@member/shared-contracts/logging';
import { RemotePropsContext } from './remote-props-context';

/** What an error page needs to report itself: the app's HTTP client, analytics and logger. */
export interface ErrorReportingPorts {
  http: HttpClient;
  analytics: Analytics;
  logger: Logger;
}

/** The analytics error name of "an error-reporting event is counted on error pages" (features §7). */
const ERROR_PAGE_EVENT = 'error_page_shown';

/**
 * Counts one error page (access §8 "Error page": "an error metric is counted"; features §7): a counter on
 * `POST /metrics` and an analytics error event. Only the page kind travels — never the path (it can hold
 * ids) nor anything about the member. Failures are logged and swallowed: an error page must never fail.
 */
function reportErrorPage(ports: ErrorReportingPorts, kind: ErrorPageKind): void {
  try {
    ports.analytics.trackError(ERROR_PAGE_EVENT, kind);
  } catch {
    // analytics swallows its own failures; a broken sink must not break the page either
  }
  try {
    ports.http
      .post(metricsPath(), { body: errorPageMetricsPayload(kind), excludeAuth: true })
      .catch(() => ports.logger.warn('error metric not sent', { kind }));
  } catch {
    ports.logger.warn('error metric not sent', { kind });
  }
}

const ErrorReportingContext = createContext<ErrorReportingPorts | null>(null);

/** The host provides its ports here; inside a remote the mount props are used. */
export function ErrorReportingProvider({ ports, children }: { ports: ErrorReportingPorts; children: ReactNode }) {
  return <ErrorReportingContext.Provider value={ports}>{children}</ErrorReportingContext.Provider>;
}

/** Reports an error page once per time it is shown (mount), from the host or from a remote. */
export function useErrorPageReport(kind: ErrorPageKind): void {
  const hostPorts = useContext(ErrorReportingContext);
  const mountProps = useContext(RemotePropsContext);
  const ports = hostPorts ?? mountProps;
  const reported = useRef<ErrorPageKind | null>(null);

  useEffect(() => {
    if (!ports || reported.current === kind) return;
    reported.current = kind;
    reportErrorPage(ports, kind);
  }, [ports, kind]);
}
