// A QR code's SVG (as the server draws it) saved as an SVG file or as a PNG drawn from it.
import { downloadBlob } from '../../lib/download.ts';

/** Pixels across of a downloaded PNG: sharp when printed several centimetres wide. */
const PNG_SIZE = 1024;

export function downloadSvg(svg: string, name: string): void {
  downloadBlob(new Blob([svg], { type: 'image/svg+xml' }), `${name}.svg`);
}

/** Draws the SVG on a white canvas and saves it as PNG; false when the browser could not. */
export async function downloadPng(svg: string, name: string): Promise<boolean> {
  const url = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = PNG_SIZE;
    canvas.height = PNG_SIZE;
    const context = canvas.getContext('2d');
    if (!context) return false;
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, PNG_SIZE, PNG_SIZE);
    // Crisp modules: no smoothing when the small SVG grid is scaled up.
    context.imageSmoothingEnabled = false;
    context.drawImage(image, 0, 0, PNG_SIZE, PNG_SIZE);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) return false;
    downloadBlob(blob, `${name}.png`);
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
