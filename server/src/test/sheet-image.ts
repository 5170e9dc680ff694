// Sheet pages drawn in the tests as a scanner or a phone would give them: the layout's marks, code and
// bubbles on white, bubbles filled at chosen greys; then turned, tilted, scaled, blurred, speckled. The
// transform from page points to the picture's pixels is kept, so a test knows where everything truly is.
import QRCode from 'qrcode';
import { type Homography, homography, project } from '../paper/omr/homography';
import type { Gray, Point } from '../paper/omr/image';
import { sample } from '../paper/omr/image';
import type { SheetFrame } from '../paper/omr/read';

export const PAPER = 250;
export const INK = 15;
/** Greys of a pencil mark: firm, faint, rubbed out to light grey. */
export const PENCIL = { firm: 60, faint: 185, erased: 218 } as const;
const OUTLINE = 107;

export interface DrawnQuestion {
  number: number;
  options: ReadonlyArray<{ label: string; x: number; y: number; r: number }>;
}

/** The page upright at `scale` pixels a point; `fills` gives a bubble's grey by `number:label`. */
export function drawSheet(
  frame: SheetFrame,
  questions: readonly DrawnQuestion[],
  code: string,
  fills: Readonly<Record<string, number>>,
  scale: number,
): Gray {
  const width = Math.round(frame.page.width * scale);
  const height = Math.round(frame.page.height * scale);
  const data = new Uint8Array(width * height).fill(PAPER);
  const rect = (x: number, y: number, w: number, h: number, grey: number) => {
    for (let py = Math.round(y * scale); py < Math.round((y + h) * scale); py++) {
      for (let px = Math.round(x * scale); px < Math.round((x + w) * scale); px++) data[py * width + px] = grey;
    }
  };
  /** Pixels whose centre lies between radius `inner` and `outer` of the centre. */
  const ring = (cx: number, cy: number, inner: number, outer: number, grey: number) => {
    for (let py = Math.floor((cy - outer) * scale); py <= Math.ceil((cy + outer) * scale); py++) {
      for (let px = Math.floor((cx - outer) * scale); px <= Math.ceil((cx + outer) * scale); px++) {
        const d = Math.hypot((px + 0.5) / scale - cx, (py + 0.5) / scale - cy);
        if (d >= inner && d <= outer) data[py * width + px] = Math.min(data[py * width + px]!, grey);
      }
    }
  };
  for (const m of frame.marks) rect(m.x, m.y, m.size, m.size, INK);
  const { modules } = QRCode.create(code, { errorCorrectionLevel: 'M' });
  const cell = frame.code.size / modules.size;
  for (let row = 0; row < modules.size; row++) {
    for (let col = 0; col < modules.size; col++) {
      if (modules.get(row, col)) rect(frame.code.x + col * cell, frame.code.y + row * cell, cell, cell, INK);
    }
  }
  for (const q of questions) {
    for (const o of q.options) {
      ring(o.x, o.y, o.r - 0.4, o.r + 0.4, OUTLINE);
      const fill = fills[`${q.number}:${o.label}`];
      // A student's fill stops a little short of the outline.
      if (fill !== undefined) ring(o.x, o.y, 0, o.r * 0.92, fill);
    }
  }
  return { width, height, data };
}

export interface Pose {
  /** Degrees, clockwise. */
  turn?: number;
  /** The page's size in the picture, against the drawing's. */
  zoom?: number;
  /** How far each corner is pulled, as a share of the page (a phone held at an angle). */
  tilt?: number;
  /** Fed the wrong way round. */
  upsideDown?: boolean;
  /** Grey around the page (a scanner's lid, a table). */
  background?: number;
}

/** The drawn page placed in a larger picture as `pose` says; `toPicture` takes a drawing pixel to its place. */
export function photograph(page: Gray, pose: Pose): { image: Gray; toPicture: Homography } {
  const { turn = 0, zoom = 1, tilt = 0, upsideDown = false, background = 255 } = pose;
  const w = page.width;
  const h = page.height;
  const corners: Point[] = [
    { x: 0, y: 0 },
    { x: w, y: 0 },
    { x: w, y: h },
    { x: 0, y: h },
  ];
  const angle = ((turn + (upsideDown ? 180 : 0)) * Math.PI) / 180;
  const pull = [
    { x: tilt, y: 0 },
    { x: -tilt, y: tilt / 2 },
    { x: 0, y: 0 },
    { x: 0, y: -tilt / 2 },
  ];
  const moved = corners.map((c, i) => {
    const x = (c.x - w / 2 + pull[i]!.x * w) * zoom;
    const y = (c.y - h / 2 + pull[i]!.y * h) * zoom;
    return { x: x * Math.cos(angle) - y * Math.sin(angle), y: x * Math.sin(angle) + y * Math.cos(angle) };
  });
  const pad = 0.06 * Math.max(w, h) * zoom;
  const minX = Math.min(...moved.map((p) => p.x)) - pad;
  const minY = Math.min(...moved.map((p) => p.y)) - pad;
  const placed = moved.map((p) => ({ x: p.x - minX, y: p.y - minY }));
  const width = Math.ceil(Math.max(...placed.map((p) => p.x)) + pad);
  const height = Math.ceil(Math.max(...placed.map((p) => p.y)) + pad);
  const toPicture = homography(corners, placed)!;
  const back = homography(placed, corners)!;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = project(back, { x: x + 0.5, y: y + 0.5 });
      data[y * width + x] = p.x < 0 || p.y < 0 || p.x > w || p.y > h ? background : sample(page, p.x, p.y);
    }
  }
  return { image: { width, height, data }, toPicture };
}

/** A box blur of radius 1, `passes` times (three come close to a Gaussian: an unsteady hand, a soft lens). */
export function blur(image: Gray, passes = 2): Gray {
  const { width, height } = image;
  let data = image.data;
  for (let pass = 0; pass < passes; pass++) {
    const out = new Uint8Array(data.length);
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        let sum = 0;
        let n = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) {
            const xx = x + dx;
            const yy = y + dy;
            if (xx < 0 || yy < 0 || xx >= width || yy >= height) continue;
            sum += data[yy * width + xx]!;
            n++;
          }
        }
        out[y * width + x] = Math.round(sum / n);
      }
    }
    data = out;
  }
  return { width, height, data };
}

/** Each pixel moved by up to ±`amount` greys, the same way for the same `seed`. */
export function speckle(image: Gray, amount: number, seed = 1): Gray {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const data = image.data.map((v) => Math.max(0, Math.min(255, Math.round(v + (random() * 2 - 1) * amount))));
  return { ...image, data };
}
