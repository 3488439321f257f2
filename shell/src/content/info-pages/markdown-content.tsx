import type { AnchorHTMLAttributes } from 'react';
import { Link } from '@member/router';
import { MarkdownContent as SharedMarkdownContent } from '@member/ui/markdown';

/** Links inside the app stay in the single-page app; others open as usual. */
function ContentLink({ href = '', children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  if (href.startsWith('/') && !href.startsWith('//')) return <Link to={href}>{children}</Link>;
  return (
    <a href={href} {...rest}>
      {children}
    </a>
  );
}

/** An infoPage's `content` (Markdown, see the content type), rendered by `@member/ui/markdown`. */
export function MarkdownContent({ source }: { source: string }) {
  return <SharedMarkdownContent source={source} link={ContentLink} />;
}
