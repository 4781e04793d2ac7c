import { useMemo } from 'react';
import { renderSVG } from 'uqr';

/** A QR code of `value` as an image (uqr's SVG in a data URL), named by `label` for screen readers. */
export function QrCode({ value, label, className }: { value: string; label: string; className?: string }) {
  const src = useMemo(
    () => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(renderSVG(value, { border: 2 }))}`,
    [value],
  );
  return <img src={src} alt={label} className={className} width={120} height={120} />;
}
