import type { Locator } from '@playwright/test';
import jsQR from 'jsqr';

/** What a QR code on the page says, read from its pixels as a camera would (drawn 8× its size). */
export async function readQr(code: Locator): Promise<string | null> {
  const image = await code.evaluate(async (svg) => {
    const size = svg.getBoundingClientRect().width * 8;
    const source = new Image();
    source.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await source.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d') as CanvasRenderingContext2D;
    context.fillStyle = '#fff';
    context.fillRect(0, 0, size, size);
    context.drawImage(source, 0, 0, size, size);
    return { width: size, height: size, data: Array.from(context.getImageData(0, 0, size, size).data) };
  });
  return jsQR(Uint8ClampedArray.from(image.data), image.width, image.height)?.data ?? null;
}
