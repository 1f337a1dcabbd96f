// Triangle, the drawing's scene: its lines and its labels, each label placed where it fits.
import { el, svg } from '../../shell/dom.js';
import {
  arcPath, arcPoints, boxesMeet, clamp, corners, point, round, segmentMeetsBox, support, unit, within,
} from './geometry.js';

export const LABEL_SIZE = 14;
const GAPS = [5, 9, 14, 26, 40, 56, 76, 100, 130]; // px from the anchor; from 14 on with a leader line

let measurer = null;
export function textWidth(text, size) {
  measurer ??= el('canvas').getContext('2d');
  measurer.font = `600 ${size}px ${getComputedStyle(document.body).fontFamily}`;
  return measurer.measureText(text).width;
}

/**
 * A drawing in screen pixels: the lines (also obstacles for labels) and labels placed where
 * they neither overlap one another nor cross a line, with a leader line when pushed away.
 * `budget` is the width the whole drawing should keep within.
 */
export class Scene {
  constructor(budget) {
    this.budget = budget;
    this.parts = [];
    this.segments = [];
    this.boxes = [];
    this.points = [];
    this.thin = false;
    this.crowded = 0; // labels that found no free place
  }

  shape(cls, points, { obstacle = true, closed = true } = {}) {
    const d = points.map((p, i) => `${i ? 'L' : 'M'}${round(p.x)} ${round(p.y)}`).join('') + (closed ? 'Z' : '');
    this.parts.push(svg('path', { class: cls, d }));
    this.points.push(...points);
    if (obstacle) {
      for (let i = 0; i + 1 < points.length + (closed ? 1 : 0); i++) this.segments.push({ a: points[i], b: points[(i + 1) % points.length] });
    }
  }

  line(cls, a, b) {
    this.parts.push(svg('line', { class: cls, x1: round(a.x), y1: round(a.y), x2: round(b.x), y2: round(b.y) }));
    this.points.push(a, b);
    this.segments.push({ a, b });
  }

  arc(c, r, from, to) {
    this.parts.push(svg('path', { class: 'triangle-arc', d: arcPath(c, r, from, to) }));
    const points = arcPoints(c, r, from, to);
    this.points.push(...points);
    for (let i = 0; i + 1 < points.length; i++) this.segments.push({ a: points[i], b: points[i + 1] });
  }

  /** An element that takes room (a marker): kept clear of labels. */
  block(element, box) {
    this.parts.push(element);
    this.boxes.push(box);
  }

  fits(box, tail, frame) {
    if (frame && (box.x < frame.x || box.y < frame.y || box.x + box.w > frame.x + frame.w || box.y + box.h > frame.y + frame.h)) return false;
    if (this.boxes.some((other) => boxesMeet(box, other, 2))) return false;
    if (this.segments.some((s) => segmentMeetsBox(s, box))) return false;
    return !tail || !this.boxes.some((other) => segmentMeetsBox(tail, other));
  }

  /**
   * Places `text` at the best spot that fits. Each candidate `{anchor, dir}` puts the label's box
   * `gap` px from its anchor along `dir`; the cost prefers near spots, earlier candidates, and
   * above all spots that keep the drawing within its budget of width.
   */
  label(text, candidates, { size = LABEL_SIZE, cls = 'triangle-label', frame, gaps = GAPS } = {}) {
    const w = textWidth(text, size) + 6;
    const h = Math.round(size * 1.3);
    const now = this.bounds();
    let chosen = null;
    gaps.forEach((gap) => candidates.forEach(({ anchor, dir, align = 0, inside }, index) => {
      const d = unit(dir);
      const reach = gap + support(w, h, d);
      // align −1 / 1: the box slid sideways to end / start near the anchor.
      const box = { x: anchor.x + d.x * reach - w / 2 + align * (w / 2 - 12), y: anchor.y + d.y * reach - h / 2, w, h };
      if (inside && !corners(box).every((p) => within(p, inside))) return;
      const end = point(clamp(anchor.x, box.x, box.x + w), clamp(anchor.y, box.y, box.y + h));
      const tail = gap >= 14 ? { a: point(anchor.x + d.x * 2, anchor.y + d.y * 2), b: end } : null;
      const wide = Math.max(now.x + now.w, box.x + w) - Math.min(now.x, box.x);
      const high = Math.max(now.y + now.h, box.y + h) - Math.min(now.y, box.y);
      const cost = gap + 3 * index + 4 * Math.max(0, wide - this.budget) + 0.3 * (high - now.h);
      if ((!chosen || cost < chosen.cost) && this.fits(box, tail, frame)) chosen = { box, tail, cost };
    }));
    if (!chosen) {
      this.crowded += 1;
      const { anchor, dir } = candidates[0];
      const d = unit(dir);
      const reach = gaps[0] + support(w, h, d);
      chosen = { box: { x: anchor.x + d.x * reach - w / 2, y: anchor.y + d.y * reach - h / 2, w, h }, tail: null };
    }
    const { box, tail } = chosen;
    if (tail) {
      this.parts.push(svg('line', { class: 'triangle-leader', x1: round(tail.a.x), y1: round(tail.a.y), x2: round(tail.b.x), y2: round(tail.b.y) }));
      this.segments.push(tail);
    }
    this.parts.push(svg('text', {
      class: cls, x: round(box.x + w / 2), y: round(box.y + h / 2), 'text-anchor': 'middle', 'dominant-baseline': 'central', text,
    }));
    this.boxes.push(box);
    return box;
  }

  bounds() {
    const xs = [...this.points.map((p) => p.x), ...this.boxes.flatMap((b) => [b.x, b.x + b.w])];
    const ys = [...this.points.map((p) => p.y), ...this.boxes.flatMap((b) => [b.y, b.y + b.h])];
    if (!xs.length) return { x: 0, y: 0, w: 0, h: 0 };
    const x = Math.min(...xs), y = Math.min(...ys);
    return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
  }
}
