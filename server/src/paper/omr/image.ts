// A page as the mark reader sees it: grey pixels, 0 black to 255 white, row by row. Whatever reads a scan
// (a PDF page drawn, a photo decoded) hands this over; nothing here does any I/O.

export interface Gray {
  width: number;
  height: number;
  data: Uint8Array;
}

export interface Point {
  x: number;
  y: number;
}

/** The grey at (x, y), between pixels weighed from the four around it; white outside the image. */
export function sample(image: Gray, x: number, y: number): number {
  const { width, height, data } = image;
  // Pixel centres are at half coordinates: (0.5, 0.5) is the first pixel's.
  const fx = x - 0.5;
  const fy = y - 0.5;
  const x0 = Math.floor(fx);
  const y0 = Math.floor(fy);
  if (x0 < -1 || y0 < -1 || x0 >= width || y0 >= height) return 255;
  const tx = fx - x0;
  const ty = fy - y0;
  const at = (px: number, py: number) => {
    const cx = Math.min(width - 1, Math.max(0, px));
    const cy = Math.min(height - 1, Math.max(0, py));
    return data[cy * width + cx] ?? 255;
  };
  const top = at(x0, y0) * (1 - tx) + at(x0 + 1, y0) * tx;
  const bottom = at(x0, y0 + 1) * (1 - tx) + at(x0 + 1, y0 + 1) * tx;
  return top * (1 - ty) + bottom * ty;
}

/** The grey below which `fraction` of the pixels lie (0.5: the median). */
export function percentile(image: Gray, fraction: number): number {
  const counts = new Uint32Array(256);
  for (const value of image.data) counts[value] = (counts[value] ?? 0) + 1;
  const wanted = fraction * image.data.length;
  let seen = 0;
  for (let value = 0; value < 256; value++) {
    seen += counts[value] ?? 0;
    if (seen >= wanted) return value;
  }
  return 255;
}

/** The same pixels as RGBA, as the QR reader (jsQR) takes them. */
export function toRgba(image: Gray): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(image.width * image.height * 4);
  image.data.forEach((value, i) => {
    rgba[i * 4] = value;
    rgba[i * 4 + 1] = value;
    rgba[i * 4 + 2] = value;
    rgba[i * 4 + 3] = 255;
  });
  return rgba;
}
