// The table: one seat's (or a spectator's) live view of a match, drawn per family of games,
// with the seat's legal actions to click. The page never decides what is legal: it offers the
// snapshot's legal actions, and clicks on cards and places only narrow that list.

import { api, el, keepToken } from "./api.js";
import { backSvg, boardSvg, cardKind, cardName, cardSvg, isPattern, slotSvg } from "./cards.js";

const FAMILIES = {
  toker: "hand", sequences: "hand", "tic-of-a-kind": "hand", spectrum: "hand",
  "tri-up-tri-down": "table", ticataire: "table", "tic-rummy": "table", "team-tic": "table",
  tyramid: "grid", "queen-of-the-ticcitories": "grid", "tic-squared": "grid", gridsy: "grid", pentic: "grid",
  tick: "tick",
};

/** The family of a game: "hand", "table", "grid", "ticardo", "tick" or "other". */
export function family(game) {
  if (game.startsWith("ticardo")) return "ticardo";
  return FAMILIES[game] || "other";
}

const MAX_BUTTONS = 60;
const MAX_LOG = 400;
const MAX_BACKS = 14;

// ---------------------------------------------------------------------------------------------
// Actions: the cards and places each legal action names, for narrowing by clicks.

function cardsOf(value, out = []) {
  if (typeof value === "string") {
    if (cardKind(value)) out.push(value);
  } else if (Array.isArray(value)) {
    for (const v of value) cardsOf(v, out);
  } else if (value && typeof value === "object") {
    for (const v of Object.values(value)) cardsOf(v, out);
  }
  return out;
}

function hasPlace(value, place) {
  if (!value || typeof value !== "object") return false;
  if (!Array.isArray(value)) {
    const keys = Object.keys(place);
    if (keys.every((k) => k in value && value[k] === place[k])) return true;
  }
  return Object.values(value).some((v) => hasPlace(v, place));
}

function sameConstraint(a, b) {
  return a.card !== undefined ? a.card === b.card : JSON.stringify(a.place) === JSON.stringify(b.place);
}

function matches(action, cards, constraints) {
  for (const c of constraints) {
    if (c.card !== undefined) {
      if (!cards.includes(c.card)) return false;
    } else if (!hasPlace(action, c.place)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// The table.

function humanize(key) {
  return key.replaceAll("_", " ");
}

function playerName(i, seat) {
  return i === seat ? `player ${i} (you)` : `player ${i}`;
}

function ordinal(n) {
  const s = ["th", "st", "nd", "rd"];
  const v = n % 100;
  return n + (s[(v - 20) % 10] || s[v] || s[0]);
}

class Table {
  constructor(root, { id, seat, token }) {
    this.root = root;
    this.id = id;
    this.seat = seat;
    this.token = token;
    this.snap = null;
    this.events = [];
    this.version = -1;
    this.constraints = [];
    this.showAll = false;
    this.pending = null;
    this.nextId = 1;
    this.ws = null;
    this.closed = false;
    this.retry = 0;
    this.message = null;
    this.actionCards = [];
    this.keyHandler = (ev) => this.onKey(ev);
    document.addEventListener("keydown", this.keyHandler);
    this.build();
  }

  build() {
    this.head = el("header", { class: "table-head" });
    this.felt = el("section", { class: "felt", "aria-label": "the table" });
    this.handBox = el("section", { class: "hand-box", "aria-label": "your hand" });
    this.actionsBox = el("section", { class: "actions-box", "aria-label": "your moves" });
    this.players = el("section", { class: "players", "aria-label": "players" });
    this.outcomeBox = el("section", { class: "outcome", "aria-live": "polite" });
    this.log = el("ol", { class: "log", id: "log", "aria-live": "polite", "aria-label": "what happened" });
    this.words = el("pre", { class: "view-text" });
    this.alert = el("p", { class: "alert", role: "alert", id: "message" });
    this.conn = el("span", { class: "conn", id: "conn" }, "connecting…");
    this.root.replaceChildren(
      this.head,
      el("div", { class: "table-layout" },
        el("div", { class: "table-main" }, this.players, this.felt, this.handBox, this.alert, this.actionsBox, this.outcomeBox),
        el("aside", { class: "side" },
          el("h2", {}, "What happened"), el("div", { class: "log-box" }, this.log),
          el("details", { class: "words" }, el("summary", {}, "The table in words"), this.words))),
    );
  }

  start() {
    this.connect();
  }

  stop() {
    this.closed = true;
    document.removeEventListener("keydown", this.keyHandler);
    if (this.ws) this.ws.close();
  }

  wsUrl() {
    const proto = location.protocol === "https:" ? "wss:" : "ws:";
    const q = new URLSearchParams();
    if (this.seat !== null) {
      q.set("seat", this.seat);
      q.set("token", this.token);
    }
    if (this.version >= 0) q.set("since", this.version);
    return `${proto}//${location.host}/api/matches/${encodeURIComponent(this.id)}/ws?${q}`;
  }

  connect() {
    if (this.closed) return;
    const ws = new WebSocket(this.wsUrl());
    this.ws = ws;
    ws.onopen = () => {
      this.retry = 0;
      this.setConn("live");
    };
    ws.onmessage = (ev) => {
      let msg;
      try {
        msg = JSON.parse(ev.data);
      } catch {
        return;
      }
      this.onMessage(msg);
    };
    ws.onclose = () => {
      if (this.ws !== ws || this.closed) return;
      this.ws = null;
      this.pending = null;
      this.setConn("reconnecting…");
      if (this.snap === null && this.retry === 0) this.checkAccess();
      const delay = Math.min(5000, 250 * 2 ** this.retry);
      this.retry += 1;
      setTimeout(() => this.connect(), delay);
    };
  }

  async checkAccess() {
    // A WebSocket refused before the upgrade has no reason: ask over HTTP for one.
    try {
      if (this.seat === null) await api("GET", `/api/matches/${encodeURIComponent(this.id)}`);
      else await api("GET", `/api/matches/${encodeURIComponent(this.id)}/seats/${this.seat}?from_event=0`, undefined, this.token);
    } catch (e) {
      this.showMessage(e.message);
      if (e.status === 403 || e.status === 404) {
        this.closed = true;
        this.setConn("not connected");
      }
    }
  }

  setConn(text) {
    this.conn.textContent = text;
    document.body.dataset.conn = text === "live" ? "live" : "down";
  }

  onMessage(msg) {
    if (msg.ack !== undefined && this.pending && msg.ack === this.pending.id) {
      this.pending = null;
      if (msg.type === "snapshot") this.constraints = [];
    }
    if (msg.type === "error") {
      this.showMessage(msg.error ? msg.error.message : "refused");
      if (msg.snapshot) this.apply(msg.snapshot, true);
      else this.render();
      return;
    }
    if (msg.type === "snapshot" && msg.snapshot) {
      if (msg.ack !== undefined) this.showMessage(null);
      this.apply(msg.snapshot, false);
    }
  }

  showMessage(text) {
    this.message = text;
    this.alert.textContent = text || "";
  }

  apply(snap, force) {
    if (!force && snap.version < this.version) return;
    const from = snap.events_from || 0;
    (snap.event_texts || []).forEach((t, i) => {
      this.events[from + i] = t;
    });
    if (typeof snap.event_count === "number" && this.events.length > snap.event_count) {
      this.events.length = snap.event_count;
    }
    if (this.snap && snap.version !== this.snap.version) this.constraints = [];
    // The lobby's "your seats" names the game and lists the seat played last first.
    if (!this.snap && this.seat !== null) keepToken(this.id, this.seat, this.token, snap.game);
    this.snap = snap;
    this.version = snap.version;
    const t0 = performance.now();
    this.render();
    document.body.dataset.renderMs = (performance.now() - t0).toFixed(2);
    // When this version was shown (the tests measure a click on one seat to the other's update).
    document.body.dataset.appliedAt = String(performance.timeOrigin + performance.now());
  }

  async send(index) {
    const snap = this.snap;
    if (!snap || this.pending) return;
    const action = snap.legal_actions[index];
    if (action === undefined) return;
    const id = this.nextId++;
    this.pending = { id };
    this.savedFocus = this.focusKey();
    document.body.dataset.sentAt = String(performance.timeOrigin + performance.now());
    this.showMessage(null);
    this.renderActions();
    if (this.ws && this.ws.readyState === WebSocket.OPEN) {
      this.ws.send(JSON.stringify({ version: snap.version, action, id }));
      return;
    }
    try {
      const fresh = await api("POST", `/api/matches/${encodeURIComponent(this.id)}/seats/${this.seat}/actions`,
        { version: snap.version, action }, this.token);
      this.pending = null;
      this.constraints = [];
      this.apply(fresh, false);
    } catch (e) {
      this.pending = null;
      this.showMessage(e.message);
      if (e.snapshot) this.apply(e.snapshot, true);
      else this.render();
    }
  }

  onKey(ev) {
    if (!this.snap || ev.altKey || ev.ctrlKey || ev.metaKey) return;
    const tag = (ev.target && ev.target.tagName) || "";
    if (tag === "INPUT" || tag === "SELECT" || tag === "TEXTAREA") return;
    if (ev.key === "Escape") {
      this.constraints = [];
      this.render();
      return;
    }
    if (/^[1-9]$/.test(ev.key)) {
      const buttons = this.actionsBox.querySelectorAll("button.action");
      const b = buttons[Number(ev.key) - 1];
      if (b) {
        ev.preventDefault();
        b.click();
      }
    }
  }

  // --- narrowing by clicks --------------------------------------------------------------------

  visibleActions() {
    const snap = this.snap;
    const out = [];
    snap.legal_actions.forEach((a, i) => {
      if (matches(a, this.actionCards[i], this.constraints)) out.push(i);
    });
    return out;
  }

  /** Whether clicking this card or place would narrow the legal actions (not to nothing). */
  constraintFor(card, place) {
    const snap = this.snap;
    if (!snap || !snap.legal_actions.length) return null;
    const tries = [];
    if (card) tries.push({ card });
    if (place) tries.push({ place });
    for (const c of tries) {
      if (this.constraints.some((k) => sameConstraint(k, c))) return c;
      const next = [...this.constraints, c];
      if (snap.legal_actions.some((a, i) => matches(a, this.actionCards[i], next))) return c;
    }
    return null;
  }

  toggle(c) {
    const i = this.constraints.findIndex((k) => sameConstraint(k, c));
    if (i >= 0) this.constraints.splice(i, 1);
    else this.constraints.push(c);
    this.showAll = false;
    this.render();
  }

  /** A card (or a back, or an empty place) as a button when clicking it narrows the moves. */
  card(text, { place = null, label = null, small = false } = {}) {
    const picture = text ? cardSvg(text) : slotSvg(label || "an empty place");
    const c = this.constraintFor(text && cardKind(text) ? text : null, place);
    const selected = c && this.constraints.some((k) => sameConstraint(k, c));
    const cls = `card${small ? " small" : ""}${selected ? " selected" : ""}${c ? " selectable" : ""}${text ? "" : " empty"}`;
    if (!c) {
      const span = el("span", { class: cls });
      span.append(picture || el("span", { class: "text-card" }, text));
      return span;
    }
    const name = text ? `${text}: ${cardName(text)}` : label || "an empty place";
    const button = el("button", {
      type: "button", class: cls, "aria-pressed": selected ? "true" : "false",
      "data-card": text || null, "data-place": place ? JSON.stringify(place) : null,
      title: `${name}: select to see its moves`,
      onclick: () => this.toggle(c),
    });
    picture.setAttribute("aria-hidden", "true");
    button.setAttribute("aria-label", name);
    button.append(picture);
    return button;
  }

  backs(count, whose) {
    const box = el("span", { class: "backs", "aria-label": `${whose}: ${count} hidden cards`, role: "img" });
    const n = Math.min(count, MAX_BACKS);
    for (let i = 0; i < n; i++) {
      const b = backSvg("a hidden card");
      b.setAttribute("aria-hidden", "true");
      box.append(el("span", { class: "card small back" }, b));
    }
    if (count > n) box.append(el("span", { class: "more" }, `+${count - n}`));
    return box;
  }

  row(cards, opts = {}) {
    const box = el("div", { class: `card-row${opts.fan ? " fan" : ""}` });
    cards.forEach((c, i) => {
      const place = opts.place ? opts.place(i) : null;
      box.append(this.card(c, { place, label: opts.label ? opts.label(i) : null, small: opts.small }));
    });
    if (!cards.length) box.append(el("span", { class: "none" }, "none"));
    return box;
  }

  zone(title, ...content) {
    return el("div", { class: "zone" }, el("h3", {}, title), ...content);
  }

  // --- rendering --------------------------------------------------------------------------------

  /** What has the keyboard's focus, to give it back after drawing anew. */
  focusKey() {
    const f = document.activeElement;
    if (!f || !this.root.contains(f)) return null;
    if (f.classList.contains("action")) return { sel: "button.action", text: f.textContent };
    if (f.classList.contains("card")) return { sel: "button.card", label: f.getAttribute("aria-label") };
    if (f.classList.contains("clear") || f.classList.contains("show-all")) return { sel: "button.action", text: null };
    return null;
  }

  restoreFocus(key) {
    if (!key) return;
    const all = [...this.root.querySelectorAll(key.sel)];
    const same = all.find((e) => (key.label ? e.getAttribute("aria-label") === key.label : e.textContent === key.text));
    const target = same || this.root.querySelector("button.action") || this.root.querySelector("button.card");
    if (target) target.focus({ preventScroll: true });
  }

  render() {
    const snap = this.snap;
    if (!snap) return;
    const focus = this.focusKey() || this.savedFocus;
    this.savedFocus = null;
    this.actionCards = snap.legal_actions.map((a) => cardsOf(a));
    const fam = family(snap.game);
    document.body.dataset.version = snap.version;
    document.body.dataset.family = fam;
    document.body.dataset.over = snap.outcome ? "yes" : "no";
    document.title = `TIC table: ${snap.game}${this.seat === null ? " (watching)" : `, player ${this.seat}`}`;
    this.felt.className = `felt family-${fam}`;
    this.renderHead();
    let drawn = false;
    try {
      this.renderFelt(fam);
      drawn = true;
    } catch (e) {
      // A view this page cannot draw: the generic table (the view in words) stays playable.
      console.error(e);
    }
    document.body.dataset.drawn = drawn ? "drawn" : "words";
    if (!drawn) {
      this.felt.replaceChildren(el("pre", { class: "view-text" }, snap.view_text));
      this.handBox.replaceChildren();
    }
    this.renderActions();
    this.renderLog();
    this.renderOutcome();
    this.words.textContent = snap.view_text;
    this.restoreFocus(focus);
  }

  renderHead() {
    const snap = this.snap;
    const who = this.seat === null ? "watching" : `you are player ${this.seat}`;
    let acting = "";
    const t = snap.to_act;
    if (snap.outcome || t === "nobody") acting = "the match is over";
    else if (t === "anyone") acting = snap.legal_actions.length ? "anyone may act: you may move" : "anyone may act";
    else if (t && typeof t.player === "number") acting = t.player === this.seat ? "your turn" : `player ${t.player} to act`;
    const yourTurn = snap.legal_actions.length > 0;
    this.head.className = `table-head${yourTurn ? " your-turn" : ""}`;
    this.head.replaceChildren(
      el("a", { href: "#/", class: "home" }, "← lobby"),
      el("h1", {}, snap.game),
      el("span", { class: "who" }, who),
      el("span", { class: "acting", id: "acting" }, acting),
      el("span", { class: "version" }, `move ${snap.version}`),
      this.conn,
    );
  }

  renderFelt(fam) {
    const view = this.snap.view;
    const seat = this.seat;
    const n = this.snap.seats.length;
    const perPlayer = {};
    const zones = [];
    let hand = null;
    if (view === null || typeof view !== "object" || Array.isArray(view)) throw new Error("not an object view");
    const skip = new Set(["to_act", "player", "title", "config", "text"]);
    for (const [key, value] of ordered(view)) {
      if (skip.has(key)) continue;
      if (key === "hand" && Array.isArray(value) && value.every((c) => cardKind(c))) {
        if (seat !== null) hand = value;
        else if (value.length) zones.push(this.zone("hand", this.row(value)));
        continue;
      }
      if (key === "pile_sizes" && Array.isArray(view.face_up) && view.face_up.length === value.length) continue;
      if (key === "face_up" && Array.isArray(value) && Array.isArray(view.pile_sizes) && view.pile_sizes.length === value.length) {
        zones.push(this.zone("piles", this.facePiles(value, view.pile_sizes)));
        continue;
      }
      if (key !== "pile_sizes" && Array.isArray(value) && value.length === n && n > 1 && value.every((v) => v === null || ["number", "boolean"].includes(typeof v))) {
        perPlayer[key] = value;
        continue;
      }
      if (key === "players" && Array.isArray(value) && value.length === n && value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
        value.forEach((p, i) => {
          for (const [k, v] of Object.entries(p)) {
            if (typeof v === "number" || typeof v === "boolean") (perPlayer[k] ||= Array(n).fill(null))[i] = v;
            else if (Array.isArray(v) && v.length) zones.push(this.zone(`${playerName(i, seat)}: ${humanize(k)}`, this.drawValue(v, k)));
          }
        });
        continue;
      }
      const drawn = this.drawKey(key, value, view);
      if (drawn) zones.push(drawn);
    }
    if (isPattern(view.own_pieces) && isPattern(view.other_pieces)) zones.unshift(this.piecesBoard(view));
    this.renderPlayers(perPlayer, n);
    const stats = this.stats(view, skip);
    this.felt.replaceChildren(...zones, stats);
    this.handBox.replaceChildren();
    if (hand) this.handBox.append(el("h2", {}, `Your hand (${hand.length})`), this.row(hand, { fan: true }));
    else if (this.seat !== null && fam !== "grid" && fam !== "table" && fam !== "ticardo") this.handBox.append(el("h2", {}, "Your hand"), el("p", {}, "no cards"));
  }

  /** Face-up piles, each with its size. */
  facePiles(cards, sizes) {
    const faceDown = (i) => {
      const b = backSvg(`pile ${i + 1}, face down`);
      return el("span", { class: "card" }, b);
    };
    return el("div", { class: "card-row" }, ...cards.map((c, i) => el("div", { class: "with-note" },
      c === null && sizes[i] > 0 ? faceDown(i) : this.card(c, { place: { position: i }, label: `pile ${i + 1}, empty` }),
      el("small", {}, `${sizes[i]} card${sizes[i] === 1 ? "" : "s"}`))));
  }

  /** Ticardo with pieces: one board, each player's pieces in their colour. */
  piecesBoard(view) {
    const own = view.own_pieces.replaceAll("/", "");
    const other = view.other_pieces.replaceAll("/", "");
    const mine = view.color === "red" ? "#c62828" : "#1e5bc6";
    const theirs = view.color === "red" ? "#1e5bc6" : "#c62828";
    const markers = [...Array(9).keys()].map((i) => (own[i] === "x" ? mine : other[i] === "x" ? theirs : null));
    const union = [...Array(9).keys()].map((i) => (own[i] === "x" || other[i] === "x" ? "x" : ".")).join("");
    const pattern = `${union.slice(0, 3)}/${union.slice(3, 6)}/${union.slice(6)}`;
    const label = `the board: your ${view.color} pieces ${describeCells(view.own_pieces)}; the other player's ${describeCells(view.other_pieces)}`;
    return this.zone(`board (you: ${view.color})`, el("div", { class: "board" }, boardSvg(pattern, label, markers)));
  }

  renderPlayers(perPlayer, n) {
    const snap = this.snap;
    const t = snap.to_act;
    const items = [];
    for (let i = 0; i < n; i++) {
      const s = snap.seats[i] || { kind: "?", taken: false };
      const facts = [];
      for (const [k, vals] of Object.entries(perPlayer)) {
        if (k === "hand_sizes" || vals[i] === null || vals[i] === false) continue;
        facts.push(vals[i] === true ? humanize(k) : `${humanize(k)} ${vals[i]}`);
      }
      const acting = t && typeof t === "object" && t.player === i;
      const sizes = perPlayer.hand_sizes;
      const box = el("div", { class: `player${acting ? " acting" : ""}${i === this.seat ? " me" : ""}`, "data-player": i },
        el("div", { class: "pname" }, playerName(i, this.seat), el("span", { class: "kind" }, ` ${s.kind}${s.kind === "human" && !s.taken ? " (open seat)" : ""}`)),
        el("div", { class: "facts" }, facts.join(" · ")));
      if (sizes && i !== this.seat && typeof sizes[i] === "number") box.append(this.backs(sizes[i], playerName(i, this.seat)));
      items.push(box);
    }
    this.players.replaceChildren(...items);
  }

  stats(view, skip) {
    const facts = [];
    for (const [k, v] of Object.entries(view)) {
      if (skip.has(k)) continue;
      if (typeof v === "number" || typeof v === "boolean" || (typeof v === "string" && !cardKind(v) && !isPattern(v) && v.length < 40)) {
        facts.push(el("li", {}, `${humanize(k)}: ${v}`));
      }
    }
    return facts.length ? el("ul", { class: "stats" }, ...facts) : el("span");
  }

  /** Draws one field of the view (null when it is a plain fact, shown among the stats). */
  drawKey(key, value, view) {
    if (typeof value === "string") {
      if (cardKind(value)) return this.zone(humanize(key), this.row([value]));
      if (isPattern(value)) return this.drawPattern(key, value, view);
      return null;
    }
    if (value === null || typeof value !== "object") return null;
    if (key === "own_pieces" || key === "other_pieces") return null;
    const drawn = this.drawValue(value, key, view);
    return drawn ? this.zone(humanize(key), drawn) : null;
  }

  drawPattern(key, value, view) {
    if (key === "board" || !("own_pieces" in view)) {
      return this.zone(humanize(key), el("div", { class: "board" }, boardSvg(value, `${humanize(key)}: ${describeDots(value)}`)));
    }
    return null;
  }

  drawValue(value, key, parent) {
    if (Array.isArray(value)) {
      if (value.length && value.every((c) => c === null || cardKind(c))) {
        if (key === "face_up" || key === "line" || key === "discard_tops") return this.row(value, { place: (i) => ({ position: i }), label: (i) => `empty place ${i + 1}` });
        return this.row(value, { label: () => "an empty place" });
      }
      if (!value.length) return el("div", { class: "card-row" }, el("span", { class: "none" }, "none"));
      if (value.every((v) => Array.isArray(v) && v.every((c) => typeof c === "string"))) {
        // Melds, sets, piles: groups of cards.
        return el("div", { class: "groups" }, ...value.map((g, i) => el("div", { class: "group", "aria-label": `${humanize(key)} ${i + 1}` },
          g.length ? this.row(g, { small: true }) : el("span", { class: "none" }, "empty"))));
      }
      if (value.every((v) => v && typeof v === "object" && "up" in v && "buried" in v)) return this.columns(value);
      if (value.every((v) => v && typeof v === "object" && "bound" in v && "cards" in v)) return this.positioned(value);
      if (value.every((v) => v && typeof v === "object" && "card" in v)) {
        return el("div", { class: "card-row" }, ...value.map((v, i) => el("div", { class: "with-note" },
          this.card(v.card, { place: { position: i } }),
          el("small", {}, Object.entries(v).filter(([k]) => k !== "card").map(([k, x]) => `${humanize(k)} ${x === null ? "—" : JSON.stringify(x)}`).join(", ")))));
      }
      if (value.every((v) => v && typeof v === "object" && !Array.isArray(v))) {
        return el("div", { class: "sub-zones" }, ...value.map((v, i) => {
          const owner = key === "tables" || key === "grids" ? playerName(i, this.seat) : `${humanize(key)} ${i + 1}`;
          return this.zone(owner, this.drawObject(v, parent));
        }));
      }
      if (value.every((v) => v === null || typeof v !== "object")) {
        return el("p", { class: "plain" }, value.map((v) => (v === null ? "—" : String(v))).join(", "));
      }
      return el("div", { class: "sub-zones" }, ...value.map((v, i) => this.zone(`${humanize(key)} ${i + 1}`, this.drawValue(v, key, parent) || el("span", {}, String(v)))));
    }
    return this.drawObject(value, parent);
  }

  drawObject(obj, parent) {
    if (obj === null) return el("span", { class: "none" }, "not started");
    if (typeof obj !== "object") return el("span", {}, String(obj));
    if (Array.isArray(obj)) return this.drawValue(obj, "", parent);
    if (Array.isArray(obj.cells) && typeof obj.size === "number") return this.staggered(obj);
    if (Array.isArray(obj.tops) && typeof obj.rows === "number" && typeof obj.cols === "number") return this.piles(obj);
    if (Array.isArray(obj.cells) && typeof obj.cols === "number" && obj.cells.length === obj.rows * obj.cols) {
      const grid = this.grid(obj.cells, obj.cols, obj.rows);
      const facts = Object.entries(obj).filter(([k, v]) => k !== "cells" && typeof v !== "object").map(([k, v]) => `${humanize(k)}: ${v}`);
      return el("div", {}, grid, el("span", { class: "fact" }, facts.join(" · ")));
    }
    if (Array.isArray(obj.grid)) {
      const size = (parent && parent.size) || Math.round(Math.sqrt(obj.grid.length));
      const parts = [this.grid(obj.grid, size)];
      for (const [k, v] of Object.entries(obj)) {
        if (k === "grid") continue;
        if (Array.isArray(v) && v.every((c) => cardKind(c))) parts.push(this.zone(humanize(k), this.row(v, { small: true })));
        else if (typeof v !== "object") parts.push(el("span", { class: "fact" }, `${humanize(k)}: ${v} `));
      }
      return el("div", {}, ...parts);
    }
    const parts = [];
    for (const [k, v] of Object.entries(obj)) {
      if (typeof v === "string" && cardKind(v)) parts.push(this.zone(humanize(k), this.row([v], { small: true })));
      else if (typeof v === "string" && isPattern(v)) parts.push(this.zone(humanize(k), boardSvg(v, `${humanize(k)}: ${describeDots(v)}`)));
      else if (v !== null && typeof v === "object") {
        const d = this.drawValue(v, k, obj);
        if (d) parts.push(this.zone(humanize(k), d));
      } else parts.push(el("span", { class: "fact" }, `${humanize(k)}: ${v === null ? "—" : v} `));
    }
    return el("div", { class: "object" }, ...parts);
  }

  grid(cells, size, rows = Math.ceil(cells.length / size)) {
    const box = el("div", { class: "grid", "aria-label": `a grid of ${rows} rows and ${size} columns` });
    box.style.gridTemplateColumns = `repeat(${size}, auto)`;
    cells.forEach((c, i) => {
      const row = Math.floor(i / size);
      const col = i % size;
      box.append(this.card(c, { place: { row, col }, label: `row ${row + 1}, column ${col + 1}`, small: true }));
    });
    return box;
  }

  piles(p) {
    const box = el("div", { class: "grid piles" });
    box.style.gridTemplateColumns = `repeat(${p.cols}, auto)`;
    p.tops.forEach((c, i) => {
      const row = Math.floor(i / p.cols);
      const col = i % p.cols;
      const under = p.covered && p.covered[i] ? p.covered[i].length : 0;
      box.append(el("div", { class: "pile" },
        this.card(c, { place: { row, col }, label: `pile at row ${row + 1}, column ${col + 1}`, small: true }),
        el("small", {}, under ? `+${under} under` : "")));
    });
    return box;
  }

  staggered(layout) {
    const n = layout.size;
    let widths;
    if (layout.outline === "diamond") widths = [...Array(n).keys()].map((i) => i + 1).concat([...Array(n - 1).keys()].map((i) => n - 1 - i));
    else if (layout.outline === "hourglass") widths = [...Array(n).keys()].map((i) => n - i).concat([...Array(n - 1).keys()].map((i) => i + 2));
    else widths = [...Array(n).keys()].map((i) => i + 1);
    const box = el("div", { class: "staggered", "aria-label": `${layout.outline} of size ${n}` });
    let k = 0;
    widths.forEach((w, row) => {
      const line = el("div", { class: "stag-row" });
      for (let place = 0; place < w; place++, k++) {
        const c = layout.cells[k] === undefined ? null : layout.cells[k];
        line.append(this.card(c, { place: { row, place }, label: `row ${row + 1}, place ${place + 1}`, small: true }));
      }
      box.append(line);
    });
    return box;
  }

  positioned(grids) {
    return el("div", { class: "sub-zones" }, ...grids.map((g, i) => {
      const cells = g.cards.map(([pos, card]) => ({ row: pos.row, col: pos.col, card }));
      const rows = cells.map((c) => c.row);
      const cols = cells.map((c) => c.col);
      const r0 = Math.min(...rows) - 1;
      const r1 = Math.max(...rows) + 1;
      const c0 = Math.min(...cols) - 1;
      const c1 = Math.max(...cols) + 1;
      const box = el("div", { class: "grid" });
      box.style.gridTemplateColumns = `repeat(${c1 - c0 + 1}, auto)`;
      for (let r = r0; r <= r1; r++) {
        for (let c = c0; c <= c1; c++) {
          const hit = cells.find((x) => x.row === r && x.col === c);
          box.append(this.card(hit ? hit.card : null, { place: { row: r, col: c }, label: `row ${r}, column ${c}`, small: true }));
        }
      }
      return this.zone(`${playerName(i, this.seat)} (at most ${g.bound} by ${g.bound})`, box);
    }));
  }

  columns(cols) {
    return el("div", { class: "columns" }, ...cols.map((col, i) => {
      const stack = el("div", { class: "column", "aria-label": `column ${i + 1}` });
      const placeFrom = { from: i };
      const head = this.constraintFor(null, placeFrom) ? placeFrom : { to: i };
      stack.append(el("small", { "aria-hidden": "true" }, String(i + 1)));
      if (col.buried) stack.append(this.backs(col.buried, `column ${i + 1}`));
      if (!col.up.length) stack.append(this.card(null, { place: head, label: `column ${i + 1}, empty` }));
      col.up.forEach((c, j) => stack.append(this.card(c, { place: j === col.up.length - 1 ? head : null, small: true })));
      return stack;
    }));
  }

  renderActions() {
    const snap = this.snap;
    if (!snap) return;
    const box = this.actionsBox;
    box.replaceChildren();
    if (this.seat === null) {
      box.append(el("p", { class: "hint" }, "You are watching: you see what every player sees."));
      return;
    }
    if (!snap.legal_actions.length) {
      box.append(el("p", { class: "hint", id: "no-moves" }, snap.outcome ? "The match is over." : "Waiting for the others…"));
      return;
    }
    const visible = this.visibleActions();
    const shown = this.showAll ? visible : visible.slice(0, MAX_BUTTONS);
    box.append(el("h2", {}, this.constraints.length ? `Moves with your selection (${visible.length} of ${snap.legal_actions.length})` : `Your moves (${snap.legal_actions.length})`));
    if (this.constraints.length) {
      box.append(el("button", { type: "button", class: "clear", onclick: () => { this.constraints = []; this.render(); } }, "clear the selection (Esc)"));
    } else if (snap.legal_actions.length > 1) {
      box.append(el("p", { class: "hint" }, "Click a highlighted card or place to see its moves; keys 1-9 play the listed moves."));
    }
    const list = el("div", { class: "action-list" });
    shown.forEach((i, k) => {
      list.append(el("button", {
        type: "button", class: `action${shown.length === 1 ? " only" : ""}`, "data-index": i,
        disabled: this.pending ? true : null,
        onclick: () => this.send(i),
      }, k < 9 ? el("kbd", {}, String(k + 1)) : null, snap.legal_action_texts[i]));
    });
    box.append(list);
    if (visible.length > shown.length) {
      box.append(el("button", { type: "button", class: "show-all", onclick: () => { this.showAll = true; this.renderActions(); } },
        `${visible.length - shown.length} more moves: select cards to narrow, or show them all`));
    }
  }

  renderLog() {
    // Entries are only added (a reload or a reconnection sends the same ones again): append the
    // new ones, and trim the oldest past MAX_LOG. The box keeps its scroll at the newest entry
    // by itself (CSS: a reversed column), without reading the layout.
    const start = Math.max(0, this.events.length - MAX_LOG);
    let shown = this.log.lastElementChild ? Number(this.log.lastElementChild.getAttribute("value")) : 0;
    if (shown > this.events.length) {
      this.log.replaceChildren();
      shown = 0;
    }
    const fresh = [];
    for (let i = Math.max(start, shown); i < this.events.length; i++) {
      if (this.events[i] !== undefined) fresh.push(el("li", { value: i + 1 }, this.events[i]));
    }
    if (fresh.length) this.log.append(...fresh);
    while (this.log.childElementCount > MAX_LOG) this.log.firstElementChild.remove();
  }

  renderOutcome() {
    const o = this.snap.outcome;
    if (!o) {
      this.outcomeBox.replaceChildren();
      return;
    }
    const order = o.places.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p);
    this.outcomeBox.replaceChildren(
      el("h2", { id: "outcome" }, "The match is over"),
      el("ol", { class: "places" }, ...order.map(({ p, i }) =>
        el("li", { class: p === 0 ? "winner" : "" }, `${ordinal(p + 1)}: ${playerName(i, this.seat)}, score ${o.scores[i]}`))),
      el("a", { href: "#/" }, "back to the lobby"),
    );
  }
}

// What lies in the middle of the table comes first; what a player has scored or set aside after.
const FRONT = [
  "common", "line", "next_line", "face_up", "top", "discard_top", "discard_tops", "board", "layout", "piles",
  "grids", "tables", "columns", "sequences", "chain", "pool", "sets",
];

function ordered(view) {
  const rank = (k) => {
    const i = FRONT.indexOf(k);
    return i < 0 ? FRONT.length : i;
  };
  return Object.entries(view).sort((a, b) => rank(a[0]) - rank(b[0]));
}

const CELLS = ["top left", "top", "top right", "left", "centre", "right", "bottom left", "bottom", "bottom right"];

function describeCells(pattern) {
  const cells = pattern.replaceAll("/", "");
  const names = CELLS.filter((_, i) => cells[i] === "x");
  return names.length ? `on ${names.join(", ")}` : "none on the board";
}

function describeDots(pattern) {
  const n = [...pattern].filter((c) => c === "x").length;
  return `${n} dots ${describeCells(pattern)}`;
}

let current = null;

/** Shows the table of match `id` for `seat` (null: watching) into `root`. */
export function showTable(root, opts) {
  if (current) current.stop();
  current = new Table(root, opts);
  // For the console and the tests: the table shown (its snapshot, its socket).
  window.ticTable = current;
  current.start();
  return current;
}

/** Leaves the table shown, if any. */
export function leaveTable() {
  if (current) current.stop();
  current = null;
}
