// Cards as pictures (SVG): TIC cards (number, shape, colour), Ticardo cards (3x3 dot patterns),
// standard playing cards and jokers (Tick), and card backs. Each picture is named for screen
// readers by its text form and its name in words.

const SVG_NS = "http://www.w3.org/2000/svg";

const TIC_RE = /^([1-5])-(circle|crescent|triangle|square|star)-(violet|cyan|yellow|orange|red)$/;
const TICARDO_RE = /^(red|blue):([x.]{3}\/[x.]{3}\/[x.]{3})$/;
const PATTERN_RE = /^[x.]{3}\/[x.]{3}\/[x.]{3}$/;
const PLAYING_RE = /^(10|[2-9AJQK])([cdhsCDHS])$/;
const JOKER_RE = /^jk$/i;

export const COLOURS = {
  violet: "#7a3db8",
  cyan: "#0f9fb3",
  yellow: "#d9a900",
  orange: "#ec7a00",
  red: "#d22b2b",
};

const NUMBER_WORDS = ["", "one", "two", "three", "four", "five"];
const PLURAL = { circle: "circles", crescent: "crescents", triangle: "triangles", square: "squares", star: "stars" };
const RANKS = { A: "ace", J: "jack", Q: "queen", K: "king" };
const SUITS = { c: ["clubs", "♣"], d: ["diamonds", "♦"], h: ["hearts", "♥"], s: ["spades", "♠"] };

/** The kind of card a string is, or null: "tic", "ticardo", "playing", "joker". */
export function cardKind(text) {
  if (typeof text !== "string") return null;
  if (TIC_RE.test(text)) return "tic";
  if (TICARDO_RE.test(text)) return "ticardo";
  if (PLAYING_RE.test(text)) return "playing";
  if (JOKER_RE.test(text)) return "joker";
  return null;
}

/** Whether a string is a bare Ticardo pattern (a board or a set of pieces). */
export function isPattern(text) {
  return typeof text === "string" && PATTERN_RE.test(text);
}

/** The card's name in words, for its text alternative. */
export function cardName(text) {
  let m = TIC_RE.exec(text);
  if (m) {
    const n = Number(m[1]);
    return `${NUMBER_WORDS[n]} ${m[3]} ${n === 1 ? m[2] : PLURAL[m[2]]}`;
  }
  m = TICARDO_RE.exec(text);
  if (m) {
    const dots = [...m[2]].filter((c) => c === "x").length;
    return `${m[1]} Ticardo card, ${dots} dots: ${describePattern(m[2])}`;
  }
  m = PLAYING_RE.exec(text);
  if (m) return `${RANKS[m[1]] || m[1]} of ${SUITS[m[2].toLowerCase()][0]}`;
  if (JOKER_RE.test(text)) return "Joker (wild)";
  return text;
}

const CELL_WORDS = [
  "top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right",
];

/** The filled cells of a 3x3 pattern, in words. */
export function describePattern(pattern) {
  const cells = pattern.replaceAll("/", "");
  const names = [];
  for (let i = 0; i < 9; i++) if (cells[i] === "x") names.push(CELL_WORDS[i]);
  return names.length ? names.join(", ") : "empty";
}

function svg(tag, attrs, parent) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  if (parent) parent.appendChild(el);
  return el;
}

function frame(label, cls) {
  const root = svg("svg", { viewBox: "0 0 60 90", class: `card-svg ${cls}`, role: "img", "aria-label": label });
  svg("rect", { x: 1, y: 1, width: 58, height: 88, rx: 6, class: "card-face" }, root);
  return root;
}

const LAYOUTS = {
  1: [[30, 45]],
  2: [[30, 27], [30, 63]],
  3: [[30, 19], [30, 45], [30, 71]],
  4: [[18, 27], [42, 27], [18, 63], [42, 63]],
  5: [[17, 20], [43, 20], [30, 45], [17, 70], [43, 70]],
};

function shape(kind, x, y, r, colour, parent) {
  const fill = { fill: colour, stroke: colour, "stroke-width": 1 };
  switch (kind) {
    case "circle":
      return svg("circle", { cx: x, cy: y, r, ...fill }, parent);
    case "square":
      return svg("rect", { x: x - r * 0.85, y: y - r * 0.85, width: r * 1.7, height: r * 1.7, rx: 1, ...fill }, parent);
    case "triangle":
      return svg("polygon", { points: `${x},${y - r} ${x + r},${y + r * 0.8} ${x - r},${y + r * 0.8}`, ...fill }, parent);
    case "star": {
      const pts = [];
      for (let i = 0; i < 10; i++) {
        const a = -Math.PI / 2 + (i * Math.PI) / 5;
        const rr = i % 2 === 0 ? r * 1.1 : r * 0.45;
        pts.push(`${(x + rr * Math.cos(a)).toFixed(2)},${(y + rr * Math.sin(a)).toFixed(2)}`);
      }
      return svg("polygon", { points: pts.join(" "), ...fill }, parent);
    }
    case "crescent":
    default: {
      // The outer circle less an inner one (radius 0.75r, shifted 0.55r right): a moon opening
      // to the right. The arcs meet where the two circles cross (x + 0.673r, y -/+ 0.74r).
      const R = r * 1.1;
      const px = x + R * 0.673;
      const h = R * 0.74;
      const d = `M ${px} ${y - h} A ${R} ${R} 0 1 0 ${px} ${y + h} A ${R * 0.75} ${R * 0.75} 0 1 1 ${px} ${y - h} Z`;
      return svg("path", { d, ...fill }, parent);
    }
  }
}

function ticCard(text) {
  const [, n, kind, colour] = TIC_RE.exec(text);
  const root = frame(`${text}: ${cardName(text)}`, `tic c-${colour}`);
  const c = COLOURS[colour];
  for (const [x, y] of LAYOUTS[Number(n)]) shape(kind, x, y, 8, c, root);
  return root;
}

/** A 3x3 dot pattern drawn in a square of side `size` at (x, y). */
function dots(pattern, x, y, size, colour, parent, markers) {
  const cells = pattern.replaceAll("/", "");
  const step = size / 3;
  for (let i = 0; i < 9; i++) {
    const cx = x + step * (i % 3) + step / 2;
    const cy = y + step * Math.floor(i / 3) + step / 2;
    const mark = markers ? markers[i] : null;
    if (mark) {
      svg("circle", { cx, cy, r: step * 0.32, fill: mark, stroke: "#222", "stroke-width": 0.8 }, parent);
    } else if (cells[i] === "x") {
      svg("circle", { cx, cy, r: step * 0.3, fill: colour }, parent);
    } else {
      svg("circle", { cx, cy, r: step * 0.1, fill: "#bbb" }, parent);
    }
  }
}

function ticardoCard(text) {
  const [, colour, pattern] = TICARDO_RE.exec(text);
  const root = frame(`${text}: ${cardName(text)}`, `ticardo t-${colour}`);
  const c = colour === "red" ? "#c62828" : "#1e5bc6";
  svg("rect", { x: 5, y: 5, width: 50, height: 80, rx: 4, fill: "none", stroke: c, "stroke-width": 2 }, root);
  dots(pattern, 6, 21, 48, c, root);
  return root;
}

function playingCard(text) {
  const [, rank, letter] = PLAYING_RE.exec(text);
  const suit = letter.toLowerCase();
  const red = suit === "h" || suit === "d";
  const root = frame(`${text}: ${cardName(text)}`, `playing ${red ? "red" : "black"}`);
  const colour = red ? "#c62828" : "#1b1b1b";
  const sym = SUITS[suit][1];
  const corner = svg("text", { x: 6, y: 17, "font-size": 13, "font-weight": 700, fill: colour }, root);
  corner.textContent = rank;
  const small = svg("text", { x: 6, y: 30, "font-size": 12, fill: colour }, root);
  small.textContent = sym;
  const big = svg("text", { x: 30, y: 60, "font-size": 30, "text-anchor": "middle", fill: colour }, root);
  big.textContent = sym;
  const bottom = svg("text", { x: 54, y: 84, "font-size": 13, "font-weight": 700, "text-anchor": "end", fill: colour }, root);
  bottom.textContent = rank;
  for (const t of [corner, small, big, bottom]) t.setAttribute("aria-hidden", "true");
  return root;
}

function jokerCard(text) {
  const root = frame(`${text}: ${cardName(text)}`, "joker");
  const star = svg("text", { x: 30, y: 52, "font-size": 30, "text-anchor": "middle", fill: "#7a3db8" }, root);
  star.textContent = "★";
  const word = svg("text", { x: 30, y: 76, "font-size": 9, "font-weight": 700, "text-anchor": "middle", fill: "#333", "letter-spacing": 1 }, root);
  word.textContent = "JOKER";
  star.setAttribute("aria-hidden", "true");
  word.setAttribute("aria-hidden", "true");
  return root;
}

/** The picture of a card (an SVG element), or null when the text is not a card. */
export function cardSvg(text) {
  switch (cardKind(text)) {
    case "tic":
      return ticCard(text);
    case "ticardo":
      return ticardoCard(text);
    case "playing":
      return playingCard(text);
    case "joker":
      return jokerCard(text);
    default:
      return null;
  }
}

/** A card's back (a hidden card), labelled. */
export function backSvg(label) {
  const root = frame(label, "back");
  svg("rect", { x: 6, y: 6, width: 48, height: 78, rx: 4, class: "back-fill" }, root);
  svg("path", { d: "M 12 45 L 30 15 L 48 45 L 30 75 Z", class: "back-mark" }, root);
  return root;
}

/** An empty place for a card. */
export function slotSvg(label) {
  const root = svg("svg", { viewBox: "0 0 60 90", class: "card-svg slot", role: "img", "aria-label": label });
  svg("rect", { x: 2, y: 2, width: 56, height: 86, rx: 6, class: "slot-face" }, root);
  return root;
}

/**
 * A Ticardo board or set of pieces: a 3x3 grid, square. `markers` optionally colours cells
 * (pieces of two players).
 */
export function boardSvg(pattern, label, markers) {
  const root = svg("svg", { viewBox: "0 0 90 90", class: "board-svg", role: "img", "aria-label": label });
  svg("rect", { x: 1, y: 1, width: 88, height: 88, rx: 6, class: "board-face" }, root);
  dots(pattern, 3, 3, 84, "#333", root, markers);
  return root;
}
