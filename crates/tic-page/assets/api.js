// The server's API (docs/SERVER.md): JSON over HTTP, and the tokens kept per seat.

/** An error answered by the server: its kind, status and message. */
export class ApiError extends Error {
  constructor(kind, status, message, snapshot) {
    super(message);
    this.kind = kind;
    this.status = status;
    this.snapshot = snapshot || null;
  }
}

/** A request to the API; resolves to the answer's JSON or throws an ApiError. */
export async function api(method, path, body, token) {
  const headers = {};
  if (body !== undefined) headers["Content-Type"] = "application/json";
  if (token) headers.Authorization = `Bearer ${token}`;
  let response;
  try {
    response = await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (e) {
    throw new ApiError("network", 0, `the server cannot be reached (${e.message})`);
  }
  let data = null;
  try {
    data = await response.json();
  } catch {
    data = null;
  }
  if (!response.ok) {
    const err = data && data.error;
    throw new ApiError(
      err ? err.kind : "http",
      response.status,
      err ? err.message : `the server answered ${response.status}`,
      data && data.snapshot,
    );
  }
  return data;
}

const KEY = "tic.seats";

function loadSeats() {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) || "{}");
    return parsed && typeof parsed === "object" ? parsed : {};
  } catch {
    return {};
  }
}

/** The token kept for a seat of a match, or null. */
export function tokenFor(id, seat) {
  const entry = loadSeats()[`${id}/${seat}`];
  return entry ? entry.token : null;
}

/** Keeps a seat's token (and the game's name, for the lobby's "your matches"). */
export function keepToken(id, seat, token, game) {
  const seats = loadSeats();
  seats[`${id}/${seat}`] = { token, game, at: Date.now() };
  // Keep the 50 newest seats only.
  const entries = Object.entries(seats).sort((a, b) => b[1].at - a[1].at).slice(0, 50);
  localStorage.setItem(KEY, JSON.stringify(Object.fromEntries(entries)));
}

/** The seats this browser holds: [{id, seat, game, at}], newest first. */
export function mySeats() {
  return Object.entries(loadSeats())
    .map(([key, v]) => {
      const [id, seat] = key.split("/");
      return { id, seat: Number(seat), game: v.game, at: v.at };
    })
    .sort((a, b) => b.at - a.at);
}

/** Takes a seat (or the first open one when `seat` is null), keeps its token. */
export async function join(id, seat, game) {
  const body = seat === null || seat === undefined ? {} : { seat };
  const joined = await api("POST", `/api/matches/${encodeURIComponent(id)}/join`, body);
  keepToken(id, joined.seat, joined.token, game);
  return joined;
}

/** A small element builder: el("div", {class: "x"}, child, "text", ...). */
export function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === null || v === undefined || v === false) continue;
    if (k === "class") node.className = v;
    else if (k.startsWith("on")) node.addEventListener(k.slice(2), v);
    else if (k === "text") node.textContent = v;
    else node.setAttribute(k, v === true ? "" : String(v));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
}
