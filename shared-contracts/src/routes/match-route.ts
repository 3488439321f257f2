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

/** A route with its pattern split once, not at every match. */
interface CompiledRoute {
  route: RouteDefinition;
  parts: readonly string[];
}

function matchParts(parts: readonly string[], segments: readonly string[]): Record<string, string> | null {
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

const compile = (route: RouteDefinition): CompiledRoute => ({ route, parts: splitPath(route.path) });

/** Static segments before dynamic ones, as react-router ranks them. */
const staticScore = ({ parts }: CompiledRoute): number => parts.filter((part) => !part.startsWith(':')).length;

const RANKED = ROUTE_TABLE.map(compile).sort((a, b) => staticScore(b) - staticScore(a));

/**
 * The route of a pathname, or null (→ page-not-found). Like react-router 7's defaults: static segments
 * match case-insensitively, a trailing slash is ignored, a static segment beats a `:param`. The layout,
 * the route gate, the modals, page names and the tabs each match as they render, so each pattern is
 * split once, when the table loads, not at every match.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const { route, parts } of RANKED) {
    const params = matchParts(parts, segments);
    if (params) return { route, params };
  }
  return null;
}
