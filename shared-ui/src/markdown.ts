/** `@member/ui/markdown`: not shared, bundled by the page that shows Markdown (see markdown-content.tsx). */
export { MarkdownContent } from './markdown/markdown-content';
