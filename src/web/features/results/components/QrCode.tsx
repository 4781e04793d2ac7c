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
  value: string;
  /** What a screen reader says for the code. */
  label: string;
  className?: string;
  /** Drawn now, wherever it is on the page: before printing. */
  now?: boolean;
}

/**
 * A QR code of `value`, drawn as inline SVG once it comes near the screen. A big show's cards page
 * drew every card's code at once: for 1,000 cards its phone visitors' main thread was blocked
 * for 14 s (CPU 4× slower, bench:blocking). Until then its place is kept, so nothing moves.
 * Inline SVG rather than an image: it is in the page the moment it is drawn, even when the
 * browser prints right away.
 */
export function QrCode({ value, label, className, now = false }: QrCodeProps) {
  const place = useRef<HTMLSpanElement>(null);
  const [near, setNear] = useState(false);
  const drawn = near || now;
  useEffect(() => {
    const element = place.current;
    if (drawn || !element) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    return whenNear(element, () => setNear(true));
  }, [drawn]);
  if (!drawn) return <span ref={place} className={className} />;
  return <QrSvg value={value} label={label} className={className} />;
}

function QrSvg({ value, label, className }: Omit<QrCodeProps, 'now'>) {
  const { size, path } = useMemo(() => {
    const code = encode(value, { border: 2 });
    return { size: code.size, path: qrPath(code.data) };
  }, [value]);
  return (
    <svg
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      className={className}
      shapeRendering="crispEdges"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
