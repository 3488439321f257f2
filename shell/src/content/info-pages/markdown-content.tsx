import type { AnchorHTMLAttributes } from 'react';
import Markdown from 'markdown-to-jsx/react';
import { Link } from '@member/router';

/** Links inside the app stay in the single-page app; others open as usual. */
function ContentLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/**
 * An infoPage's `content` (Markdown, see the content type). Rendered to React elements, never as HTML:
 * raw HTML in the text is not parsed (it shows as text) and unsafe link schemes are dropped by the
 * library's sanitizer.
 */
export function MarkdownContent({ source }: { source: string }) {
  return (
    <Markdown options={{ disableParsingRawHTML: true, forceBlock: true, wrapper: 'div', overrides: { a: ContentLink } }}>
      {source}
    </Markdown>
  );
}
