/**
 * The frame of every inline SVG icon: 24×24 stroke icons in the current colour, decorative (aria-hidden; the
 * control around them carries the label). The icon sets stay in separate modules (icons, form-icons, the public
 * site's) so that each bundle carries only its own; they share this frame.
 */
import type { SVGProps } from 'react';

export type IconProps = SVGProps<SVGSVGElement> & { size?: number };

export function Svg({ size = 20, children, ...rest }: IconProps) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}
