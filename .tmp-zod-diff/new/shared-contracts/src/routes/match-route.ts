import type { RouteDefinition } from './route-definition';
import { ROUTE_TABLE } from './route-table';

export interface RouteMatch {
  route: RouteDefinition;
  /** `:name` segments, URI-decoded. */
  params: Record<string, string>;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment.length > 0);
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

function matchPattern(pattern: string, segments: readonly string[]): Record<string, string> | null {
  const parts = splitPath(pattern);
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < parts.length; index++) {
    const part = parts[index] as string;
    const segment = segments[index] as string;
    if (part.startsWith(':')) params[part.slice(1)] = safeDecode(segment);
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

/** Static segments before dynamic ones, as react-router ranks them. */
function staticScore(pattern: string): number {
  return splitPath(pattern).filter((part) => !part.startsWith(':')).length;
}

const RANKED = [...ROUTE_TABLE].sort((a, b) => staticScore(b.path) - staticScore(a.path));

/**
 * The route of a pathname, or null (→ page-not-found). Like react-router 7's defaults: static segments
 * match case-insensitively, a trailing slash is ignored, a static segment beats a `:param`.
 */
export function matchRoute(pathname: string, table: readonly RouteDefinition[] = RANKED): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const route of table) {
    const params = matchPattern(route.path, segments);
    if (params) return { route, params };
  }
  return null;
}
