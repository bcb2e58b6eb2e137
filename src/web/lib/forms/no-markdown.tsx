import type { ReactNode } from 'react';

/**
 * Stand-in for markdown-to-jsx (~30 KB gzip), which @rjsf/core imports for markdown in descriptions and help texts.
 * Our forms show no markdown (the contract's descriptions are developer notes and are never rendered), so the build
 * can alias `markdown-to-jsx/react` to this module: the text is rendered as plain text.
 */
export function Markdown({ children }: { children?: ReactNode; options?: unknown }) {
  return <>{children}</>;
}
