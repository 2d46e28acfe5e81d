// The page's entry: routes by the address's hash.
//   #/                  the lobby
//   #/join/ID/SEAT      take that seat (its token kept in this browser), then play it
//   #/play/ID/SEAT      play a seat this browser holds
//   #/watch/ID          watch as a spectator

import { el, join, tokenFor } from "./api.js";
import { showLobby } from "./lobby.js";
import { leaveTable, showTable } from "./table.js";

const root = document.getElementById("app");
const ID_RE = /^[0-9a-f]{16}$/;

function problem(text) {
  leaveTable();
  root.replaceChildren(el("h1", {}, "TIC table"), el("p", { role: "alert", class: "error" }, text), el("p", {}, el("a", { href: "#/" }, "back to the lobby")));
  document.body.dataset.ready = "error";
}

async function route() {
  const parts = location.hash.replace(/^#\/?/, "").split("/").filter(Boolean).map(decodeURIComponent);
  document.body.dataset.ready = "";
  if (parts.length === 0) {
    leaveTable();
    await showLobby(root);
    return;
  }
  const [what, id, seatText] = parts;
  if (!ID_RE.test(id || "")) return problem("That is not a match's address.");
  if (what === "watch") {
    showTable(root, { id, seat: null, token: null });
    document.body.dataset.ready = "table";
    return;
  }
  const seat = Number(seatText);
  if (!Number.isInteger(seat) || seat < 0 || seat > 64) return problem("That is not a seat's address.");
  if (what === "join") {
    if (!tokenFor(id, seat)) {
      root.replaceChildren(el("p", {}, `Taking the seat of player ${seat}…`));
      try {
        await join(id, seat, null);
      } catch (e) {
        return problem(`You cannot sit there: ${e.message}`);
      }
    }
    location.replace(`#/play/${id}/${seat}`);
    return;
  }
  if (what === "play") {
    const token = tokenFor(id, seat);
    if (!token) return problem(`This browser holds no token for player ${seat} of this match: open the seat's link to sit down, or watch.`);
    showTable(root, { id, seat, token });
    document.body.dataset.ready = "table";
    return;
  }
  problem("Unknown address.");
}

window.addEventListener("hashchange", route);
route();
