/** A label's box on the screen, in pixels. */
export interface LabelBox {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const overlaps = (a: LabelBox, b: LabelBox) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Which labels to show so that none covers another: each in turn is kept unless it overlaps one kept before
 * (the order is the priority). Dozens of hotels in Tsim Sha Tsui otherwise print over each other at the city's zoom;
 * zooming in brings the hidden ones back as room appears. A box with no size (not drawn) is kept.
 */
export function visibleLabels(boxes: readonly LabelBox[]): boolean[] {
  const kept: LabelBox[] = [];
  return boxes.map((box) => {
    if (box.right <= box.left || box.bottom <= box.top) return true;
    if (kept.some((k) => overlaps(k, box))) return false;
    kept.push(box);
    return true;
  });
}
