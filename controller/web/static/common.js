// Shared by every page: the live stream, small DOM helpers, players and recent events.
"use strict";

const TC = {};

TC.el = function (tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs || {})) {
    if (key === "class") node.className = value;
    else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
    else if (key === "text") node.textContent = value;
    else if (value !== false && value !== null && value !== undefined) node.setAttribute(key, value);
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return node;
};

TC.fill = function (id, ...children) {
  const node = document.getElementById(id);
  node.replaceChildren(...children.flat().filter((c) => c !== null && c !== undefined && c !== false));
  return node;
};

// The live stream: calls onMessage with every update; reconnects when the box comes back.
TC.connect = function (onMessage, getToken, onStatus) {
  let socket = null;
  function open() {
    const scheme = location.protocol === "https:" ? "wss:" : "ws:";
    socket = new WebSocket(`${scheme}//${location.host}/api/stream`);
    socket.onopen = () => { socket.send(JSON.stringify({ token: getToken() })); if (onStatus) onStatus(true); };
    socket.onmessage = (msg) => onMessage(JSON.parse(msg.data));
    socket.onclose = () => { if (onStatus) onStatus(false); setTimeout(open, 1000); };
  }
  open();
  return { reconnect() { if (socket) socket.close(); } };
};

TC.post = async function (path, body, token) {
  const headers = { "Content-Type": "application/json" };
  if (token) headers["Authorization"] = `Bearer ${token}`;
  const response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
  let data = {};
  try { data = await response.json(); } catch (e) { data = { error: `the box answered ${response.status}` }; }
  return { ok: response.ok, status: response.status, data };
};

const TITLES = { deathstar: "Escape from Death Star", cards: "PAC-MAN card game", pacman: "PAC-MAN board game",
  labyrinth: "Pokémon Labyrinth" };
TC.title = (game) => TITLES[game] || game;

// What the player whose turn it is must do now, in words.
TC.whatNow = function (view) {
  if (view.finished) return view.winners.length ? `${view.winners.join(" and ")} won!` : "The game is over.";
  const s = view.state, who = view.turn;
  switch (view.game) {
    case "deathstar":
      if (s.phase === "order") return `${who}: spin for the turn order`;
      if (s.awaiting === "dogfight") return `${who}: spin for the dogfight`;
      if (s.awaiting === "move") return `${who}: move ${s.last_spin} and say where the token landed`;
      if (s.awaiting === "landed") return `${who}: end the turn`;
      return `${who}: spin`;
    case "cards":
      return s.mode === "scorekeeper" ? "Tell the box each completed row" : `${who}: play a card`;
    case "labyrinth":
      return s.awaiting === "insert" ? `${who}: slide the spare tile in` : `${who}: move your pawn`;
    case "pacman":
      if (s.awaiting === "next") return "Next Pac-Man: press next";
      if (s.awaiting === "card") return `${s.pacman}: move ${s.last_roll ?? ""} — then a ghost card`;
      return `${s.pacman} (Pac-Man): roll the dice`;
  }
  return who ? `${who}'s turn` : "";
};

TC.players = function (view) {
  return TC.el("ol", { class: "players" }, view.players.map((p) => TC.el("li", {
    class: [p.name === view.turn ? "turn" : "", view.winners.includes(p.name) ? "winner" : ""].join(" "),
    "data-player": p.name,
  }, TC.el("span", { class: "name", text: p.name }), TC.el("span", { class: "score", text: p.score }))));
};

TC.recent = function (recent) {
  return TC.el("ul", { class: "recent" }, recent.slice().reverse().map((e) =>
    TC.el("li", { class: `ev-${e.event}`, text: e.text || e.event })));
};
