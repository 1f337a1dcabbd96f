// Triangle, the plane geometry of the drawing: points, arcs, and whether boxes, segments and
// triangles meet (for keeping labels clear of lines and of one another).

export const point = (x, y) => ({ x, y });
export const along = (p, q, t) => point(p.x + (q.x - p.x) * t, p.y + (q.y - p.y) * t);
export const unit = (d) => {
  const length = Math.hypot(d.x, d.y) || 1;
  return point(d.x / length, d.y / length);
};
export const clamp = (value, lo, hi) => Math.min(hi, Math.max(lo, value));
export const round = (value) => Math.round(value * 100) / 100;

/** The turn from angle `from` to angle `to` the short way, in (−π, π]. */
function turn(from, to) {
  let angle = to - from;
  while (angle > Math.PI) angle -= 2 * Math.PI;
  while (angle <= -Math.PI) angle += 2 * Math.PI;
  return angle;
}

/** SVG path data for a circular arc around `c` from angle `from` to `to` (radians, y down), the short way. */
export function arcPath(c, r, from, to) {
  const start = point(c.x + r * Math.cos(from), c.y + r * Math.sin(from));
  const end = point(c.x + r * Math.cos(to), c.y + r * Math.sin(to));
  return `M${round(start.x)} ${round(start.y)}A${round(r)} ${round(r)} 0 0 ${turn(from, to) > 0 ? 1 : 0} ${round(end.x)} ${round(end.y)}`;
}

/** Points along the same arc, for keeping labels off it. */
export function arcPoints(c, r, from, to, count = 8) {
  const angle = turn(from, to);
  return Array.from({ length: count + 1 }, (_, i) => {
    const at = from + (angle * i) / count;
    return point(c.x + r * Math.cos(at), c.y + r * Math.sin(at));
  });
}

/** Half the extent of a w × h box along the unit direction d. */
export const support = (w, h, d) => (Math.abs(d.x) * w) / 2 + (Math.abs(d.y) * h) / 2;

export function boxesMeet(p, q, gap) {
  return p.x < q.x + q.w + gap && q.x < p.x + p.w + gap && p.y < q.y + q.h + gap && q.y < p.y + p.h + gap;
}

/** Whether segment s crosses box b (Liang–Barsky clipping). */
export function segmentMeetsBox(s, b) {
  let t0 = 0, t1 = 1;
  const dx = s.b.x - s.a.x, dy = s.b.y - s.a.y;
  const clip = (p, q) => {
    if (p === 0) return q >= 0;
    const r = q / p;
    if (p < 0) { if (r > t1) return false; if (r > t0) t0 = r; } else { if (r < t0) return false; if (r < t1) t1 = r; }
    return true;
  };
  return clip(-dx, s.a.x - b.x) && clip(dx, b.x + b.w - s.a.x) && clip(-dy, s.a.y - b.y) && clip(dy, b.y + b.h - s.a.y) && t0 <= t1;
}

export const corners = (b) => [point(b.x, b.y), point(b.x + b.w, b.y), point(b.x, b.y + b.h), point(b.x + b.w, b.y + b.h)];

/** Whether p lies inside the triangle [p0, p1, p2] (either winding). */
export function within(p, [p0, p1, p2]) {
  const side = (a, b) => (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x);
  const s0 = side(p0, p1), s1 = side(p1, p2), s2 = side(p2, p0);
  return (s0 >= 0 && s1 >= 0 && s2 >= 0) || (s0 <= 0 && s1 <= 0 && s2 <= 0);
}
