// The lobby: every game with its options, seats as human or bot, create, share links per seat,
// open matches to join or watch, and the seats this browser holds.

import { api, el, join, mySeats } from "./api.js";

let gamesCache = null;

async function games() {
  if (!gamesCache) gamesCache = await api("GET", "/api/games");
  return gamesCache;
}

function seatLink(id, seat) {
  return `${location.origin}${location.pathname}#/join/${encodeURIComponent(id)}/${seat}`;
}

function optionField(game, option) {
  const id = `opt-${option.key}`;
  const label = el("label", { for: id }, option.key);
  let input;
  if (option.kind === "bool") {
    input = el("select", { id, "data-key": option.key },
      el("option", { value: "" }, `default (${option.default})`),
      el("option", { value: "true" }, "true"),
      el("option", { value: "false" }, "false"));
  } else if (option.kind === "choice") {
    input = el("select", { id, "data-key": option.key },
      el("option", { value: "" }, `default (${option.default})`),
      ...(option.choices || []).map((c) => el("option", { value: c }, c)));
  } else if (option.kind === "int") {
    input = el("input", {
      id, type: "number", "data-key": option.key, min: option.min, max: option.max, step: 1,
      placeholder: option.default, inputmode: "numeric",
    });
  } else {
    input = el("input", { id, type: "text", "data-key": option.key, placeholder: option.default, maxlength: 200 });
  }
  const help = el("small", { class: "help", id: `${id}-help` }, `${option.help} (${option.describe}; default ${option.default})`);
  input.setAttribute("aria-describedby", `${id}-help`);
  return el("div", { class: "field" }, label, input, help);
}

function seatField(game, index) {
  const choices = [el("option", { value: "human" }, "human")];
  for (const bot of game.bots) choices.push(el("option", { value: `bot:${bot}` }, `bot: ${bot}`));
  const id = `seat-${index}`;
  return el("div", { class: "field seat-field" },
    el("label", { for: id }, `player ${index}`),
    el("select", { id, class: "seat-kind" }, ...choices));
}

function renderGameForm(form, game) {
  const body = form.querySelector(".game-fields");
  body.replaceChildren();
  body.append(el("p", { class: "summary" }, game.summary));
  const players = el("input", {
    id: "players", type: "number", min: game.players[0], max: game.players[1], value: game.default_players, step: 1,
  });
  const seats = el("div", { class: "seats", id: "seats" });
  const drawSeats = () => {
    const n = Math.max(game.players[0], Math.min(game.players[1], Number(players.value) || game.default_players));
    const kept = [...seats.querySelectorAll("select")].map((s) => s.value);
    seats.replaceChildren();
    for (let i = 0; i < n; i++) {
      const f = seatField(game, i);
      const select = f.querySelector("select");
      select.value = kept[i] || (i < 2 ? "human" : game.bots.includes("greedy") ? "bot:greedy" : `bot:${game.bots[0]}`);
      if (!select.value) select.value = "human";
      seats.append(f);
    }
  };
  players.addEventListener("input", drawSeats);
  body.append(
    el("div", { class: "field" }, el("label", { for: "players" }, `players (${game.players[0]}-${game.players[1]})`), players),
    el("fieldset", {}, el("legend", {}, "Seats"), seats),
  );
  if (game.options.length) {
    body.append(el("details", { class: "options" }, el("summary", {}, `Options (${game.options.length})`),
      ...game.options.map((o) => optionField(game, o))));
  }
  body.append(el("div", { class: "field" }, el("label", { for: "seed" }, "seed (optional)"),
    el("input", { id: "seed", type: "number", min: 0, step: 1, placeholder: "random" })));
  drawSeats();
}

function createdPanel(created, game) {
  const humans = created.seats.map((kind, seat) => ({ kind, seat })).filter((s) => s.kind === "human");
  return el("section", { id: "created", class: "panel", "aria-live": "polite" },
    el("h2", {}, `Match ${created.id} created`),
    el("p", {}, "Send each player the link of their seat; open yours to sit down."),
    el("ul", { class: "share-list" }, ...humans.map(({ seat }) => {
      const link = seatLink(created.id, seat);
      return el("li", {},
        el("span", {}, `player ${seat}: `),
        el("a", { class: "share", href: link, "data-seat": seat }, link), " ",
        el("button", { type: "button", class: "copy", onclick: () => navigator.clipboard && navigator.clipboard.writeText(link) }, "copy"), " ",
        el("button", { type: "button", class: "sit", "data-seat": seat, onclick: () => { location.hash = `#/join/${created.id}/${seat}`; } }, `sit as player ${seat}`));
    })),
    el("p", {}, el("a", { href: `#/watch/${created.id}`, class: "watch" }, "watch as a spectator")),
  );
}

async function create(form, status) {
  const list = await games();
  const game = list.find((g) => g.name === form.querySelector("#game").value);
  if (!game) return;
  const options = {};
  for (const input of form.querySelectorAll("[data-key]")) {
    if (input.value !== "") options[input.dataset.key] = input.value;
  }
  const seats = [...form.querySelectorAll(".seat-kind")].map((s) => s.value);
  const body = { game: game.name, players: seats.length, options, seats };
  const seed = form.querySelector("#seed").value;
  if (seed !== "") body.seed = Number(seed);
  status.textContent = "creating…";
  try {
    const created = await api("POST", "/api/matches", body);
    status.textContent = "";
    const old = document.getElementById("created");
    const panel = createdPanel(created, game);
    if (old) old.replaceWith(panel);
    else form.after(panel);
    panel.querySelector("a.share, a.watch").focus();
  } catch (e) {
    status.textContent = e.message;
  }
}

async function openMatches(box) {
  box.replaceChildren(el("p", {}, "loading…"));
  try {
    const list = await api("GET", "/api/matches?limit=30");
    if (!list.length) {
      box.replaceChildren(el("p", {}, "No open match: create one."));
      return;
    }
    box.replaceChildren(el("ul", { class: "open-list" }, ...list.map((m) =>
      el("li", {},
        el("strong", {}, m.game), ` ${m.id}: ${m.seats.join(", ")} — ${m.open_seats} open `,
        el("button", {
          type: "button", class: "join-open", "data-id": m.id,
          onclick: async (ev) => {
            try {
              const joined = await join(m.id, null, m.game);
              location.hash = `#/play/${m.id}/${joined.seat}`;
            } catch (e) {
              ev.target.after(el("span", { role: "alert", class: "error" }, ` ${e.message}`));
            }
          },
        }, "join"), " ",
        el("a", { href: `#/watch/${m.id}` }, "watch")))));
  } catch (e) {
    box.replaceChildren(el("p", { role: "alert", class: "error" }, e.message));
  }
}

/** Draws the lobby into `root`. */
export async function showLobby(root) {
  document.title = "TIC table: lobby";
  const status = el("p", { class: "status", role: "status" });
  const form = el("form", { id: "new-match", class: "panel" },
    el("h2", {}, "New match"),
    el("div", { class: "field" }, el("label", { for: "game" }, "game"), el("select", { id: "game" })),
    el("div", { class: "game-fields" }),
    el("button", { type: "submit", id: "create" }, "Create the match"),
    status);
  const open = el("div", { id: "open-matches" });
  const mine = mySeats().slice(0, 10);
  root.replaceChildren(
    el("h1", {}, "TIC table"),
    form,
    el("section", { class: "panel" }, el("h2", {}, "Open matches"),
      el("button", { type: "button", id: "refresh", onclick: () => openMatches(open) }, "refresh"), open),
    mine.length ? el("section", { class: "panel" }, el("h2", {}, "Your seats"),
      el("ul", {}, ...mine.map((s) => el("li", {}, el("a", { href: `#/play/${s.id}/${s.seat}` }, `${s.game || "match"} ${s.id}, player ${s.seat}`))))) : null,
  );
  form.addEventListener("submit", (ev) => {
    ev.preventDefault();
    create(form, status);
  });
  openMatches(open);
  try {
    const list = await games();
    const select = form.querySelector("#game");
    for (const g of list) select.append(el("option", { value: g.name }, g.name));
    const pick = () => renderGameForm(form, list.find((g) => g.name === select.value));
    select.addEventListener("change", pick);
    pick();
    document.body.dataset.ready = "lobby";
  } catch (e) {
    status.textContent = e.message;
  }
}
