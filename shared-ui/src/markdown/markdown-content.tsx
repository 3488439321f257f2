import type { AnchorHTMLAttributes, ComponentType } from 'react';
import Markdown from 'markdown-to-jsx/react';

type MarkdownLinkProps = AnchorHTMLAttributes<HTMLAnchorElement>;

export interface MarkdownContentProps {
  /** Markdown text from the content service (an infoPage's `content`). */
  source: string;
  /** How a link renders: the app's own (in-app paths through the router, others as they are). */
  link: ComponentType<MarkdownLinkProps>;
}

/**
 * Content-managed Markdown (infoPage `content`), rendered to React elements, never as HTML: raw HTML in
 * the text is not parsed (it shows as text) and unsafe link schemes are dropped by the library's
 * sanitizer. The `@member/ui/markdown` entry is not a shared singleton: whichever app shows Markdown
 * bundles it (and markdown-to-jsx) in the chunk of that page, never on a first load.
 */
export function MarkdownContent({ source, link }: MarkdownContentProps) {
  return (
    <Markdown options={{ disableParsingRawHTML: true, forceBlock: true, wrapper: 'div', overrides: { a: link } }}>
      {source}
    </Markdown>
  );
}
