/**
 * The few icons the public LAYOUT needs (header info button, social links). Kept apart from site-icons.tsx: a module
 * shared by the root bundle and a page chunk is bundled whole into the root bundle.
 */
import type { ReactNode } from 'react';
import { Svg } from '#web/components/svg-icon';

export const InfoIcon = ({ size = 24 }: { size?: number }) => (
  <Svg size={size}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 7.5v.01" />
  </Svg>
);

/* Social networks: simple self-drawn glyphs (filled), not the networks' artwork. */
function Glyph({ size = 20, children }: { size?: number; children: ReactNode }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false">
      {children}
    </svg>
  );
}

export const FacebookGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z" />
  </Glyph>
);

export const XGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M4 4h4.6l3.8 5.3L17 4h2.6l-5.9 6.9L20.4 20h-4.6l-4.1-5.7L6.8 20H4.2l6.3-7.3L4 4zm3 1.5l9.7 13h1.2L8.3 5.5H7z" />
  </Glyph>
);

export const InstagramGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M8 3h8a5 5 0 015 5v8a5 5 0 01-5 5H8a5 5 0 01-5-5V8a5 5 0 015-5zm0 1.8A3.2 3.2 0 004.8 8v8A3.2 3.2 0 008 19.2h8a3.2 3.2 0 003.2-3.2V8A3.2 3.2 0 0016 4.8H8zm4 3.4a3.8 3.8 0 110 7.6 3.8 3.8 0 010-7.6zm0 1.8a2 2 0 100 4 2 2 0 000-4zm4.3-3a1 1 0 110 2 1 1 0 010-2z" />
  </Glyph>
);

export const LinkedInGlyph = ({ size }: { size?: number }) => (
  <Glyph size={size}>
    <path d="M5 3.5a2 2 0 110 4 2 2 0 010-4zM3.3 9h3.4v11.5H3.3V9zm5.6 0h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.3 2.3 4.3 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H8.9V9z" />
  </Glyph>
);
