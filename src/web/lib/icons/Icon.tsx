import type { CSSProperties } from 'react';

export interface IconProps {
  /** An SVG path from `@mdi/js` (bundled: no icon is fetched at run time). */
  path: string;
  size?: number | string;
  /** An accessible name; without one the icon is decorative and hidden from assistive tech. */
  label?: string;
  className?: string;
  style?: CSSProperties;
}

export function Icon({ path, size = '1.25em', label, className, style }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      className={className}
      style={{ flex: 'none', verticalAlign: 'middle', ...style }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      focusable="false"
    >
      <path d={path} fill="currentColor" />
    </svg>
  );
}
