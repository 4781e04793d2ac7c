import { usePrinting } from '@web/lib/print/usePrinting';
import { useEffect, useMemo, useRef, useState } from 'react';
import { encode } from 'uqr';

/**
 * The SVG path of a QR code's dark modules, one rectangle per run of them in a row: ~4 KB for a
 * card's link, where a square per module (uqr's own SVG) took 8 KB.
 */
export function qrPath(modules: readonly (readonly boolean[])[]): string {
  let path = '';
  modules.forEach((row, y) => {
    for (let x = 0; x < row.length; ) {
      if (!row[x]) {
        x++;
        continue;
      }
      const start = x;
      while (row[x]) x++;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

/**
 * Cards whose code is drawn once they come near the screen (a screen's height ahead), with one
 * observer for them all.
 */
const waiting = new Map<Element, () => void>();
let observer: IntersectionObserver | undefined;

function whenNear(element: Element, near: () => void): () => void {
  observer ??= new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer?.unobserve(entry.target);
        waiting.get(entry.target)?.();
        waiting.delete(entry.target);
      }
    },
    { rootMargin: '100% 0px' },
  );
  waiting.set(element, near);
  observer.observe(element);
  return () => {
    observer?.unobserve(element);
    waiting.delete(element);
  };
}

interface QrCodeProps {
  /** What the code links to; null while it is not known yet (a page the server renders). */
  value: string | null;
  /** What a screen reader says for the code. */
  label: string;
  className?: string;
  /** Error correction; uqr's lowest by default. A GiroCode must be drawn with M (EPC069-12). */
  ecc?: 'L' | 'M';
}

/**
 * A QR code of `value` as inline SVG, drawn once it comes near the screen. A big show's cards page
 * drew every card's code at once and blocked its phone visitors' main thread for seconds
 * (docs/decisions/0002-server-rendering-limits.md). Until then the image is there, named, and empty, so
 * nothing moves. Inline SVG rather than an image file: it is in the page the moment it is drawn,
 * even when the browser prints right away.
 */
export function QrCode({ value, label, className, ecc = 'L' }: QrCodeProps) {
  const place = useRef<SVGSVGElement>(null);
  // A printed page needs every code, wherever its card is.
  const now = usePrinting();
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (near || !element) return;
    if (now || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    return whenNear(element, () => setNear(true));
  }, [near, now]);
  const code = useMemo(() => {
    if (value === null || !(near || now)) return null;
    const encoded = encode(value, { border: 2, ecc });
    return { size: encoded.size, path: qrPath(encoded.data) };
  }, [value, near, now, ecc]);
  return (
    <svg
      ref={place}
      viewBox={code ? `0 0 ${code.size} ${code.size}` : undefined}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
    >
      {code && (
        <>
          <rect width={code.size} height={code.size} fill="#fff" />
          <path d={code.path} fill="#000" />
        </>
      )}
    </svg>
  );
}
