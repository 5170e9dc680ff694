// Contrast measured by hand (WCAG 2's formula) from computed styles, for what axe cannot judge: text over a
// background that a shade, a layer or a late style sheet decides.
import type { Locator } from 'playwright-core';

/**
 * The contrast ratio of an element's text against the colour behind it: the backgrounds of the element and
 * its ancestors composited from the page (white) inwards, the text's own alpha over that.
 */
export function contrastOf(element: Locator): Promise<number> {
  return element.evaluate((el) => {
    const canvas = document.createElement('canvas');
    canvas.width = 1;
    canvas.height = 1;
    const context = canvas.getContext('2d', { willReadFrequently: true })!;
    // Any CSS colour (rgb, color(srgb …), oklch …) as sRGB bytes and an alpha, by painting one pixel.
    const rgba = (css: string): [number, number, number, number] => {
      context.clearRect(0, 0, 1, 1);
      context.fillStyle = '#000';
      context.fillStyle = css;
      context.fillRect(0, 0, 1, 1);
      const [r, g, b, a] = context.getImageData(0, 0, 1, 1).data;
      return [r!, g!, b!, a! / 255];
    };
    const over = (top: [number, number, number, number], below: number[]) =>
      below.map((value, i) => top[i]! * top[3] + value * (1 - top[3]));
    const layers: Array<[number, number, number, number]> = [];
    for (let node: Element | null = el; node; node = node.parentElement) {
      const background = rgba(getComputedStyle(node).backgroundColor);
      if (background[3] > 0) layers.push(background);
    }
    let behind = [255, 255, 255];
    for (const layer of layers.reverse()) behind = over(layer, behind);
    const text = over(rgba(getComputedStyle(el).color), behind);
    const luminance = (rgb: number[]) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const [light, dark] = [luminance(text), luminance(behind)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });
}
