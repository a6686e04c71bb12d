// A phone's seat page: claim a player, see that player's private view, and act with buttons
// built from exactly the actions the rules allow that player now.
"use strict";

const KEY = "tabletop-companion-member";  // this phone's token: it joined the table once, and stays a member
const TICKET = "tabletop-companion-ticket";  // the token it made itself while it waits for the host's OK
let token = localStorage.getItem(KEY);
let last = null;
let me = null;  // which phone this is at the table ({phone, host}), once it is a member
const pick = { card: null, token: null, arrow: null, rotation: 0 };
// Where a token landed, as a phone's button under "Where did it land?": the space's "choice" form.
const spot = (name) => (TC.hasNoun(`deathstar.spot.${name}`) ? TC.noun(`deathstar.spot.${name}`).form("choice") : name);
const pacmanButton = (name, args) => (TC.has(`page.pm.btn.${name}`) ? TC.t(`page.pm.btn.${name}`, args) : name);
const tokenName = (tid) => String(TC.noun(`deathstar.token.${tid}`));

const stream = TC.connect(show, () => token);

function say(text, bad) {
  const status = document.getElementById("status");
  status.textContent = text;
  status.className = `status ${bad ? "bad" : "good"}`;
}

// What the join section says: a wrong code, the wait for the host's OK (it must be seen: the seat's own status line
// is hidden until the phone plays).
function sayAtDoor(text, bad) {
  const status = document.getElementById("join-status");
  status.textContent = text || "";
  status.className = `status ${bad ? "bad" : "good"}`;
  status.hidden = !text;
}

// A tap spends the buttons on the screen: a second tap (a double tap, an impatient thumb) finds them disabled, so it
// can never replace the first one's answer with "it is cid's to do now". The update the tap brings draws new
// ones; a refused tap gets the same ones back.
async function send(name, args) {
  for (const b of document.querySelectorAll("#mine button, #panel button")) b.disabled = true;
  const result = await TC.post("/api/actions", { action: name, args: args || {} }, token);
  if (result.ok) say(result.data.events.map((e) => e.text).filter(Boolean).join(" ") || TC.t("page.done"), false);
  else {
    say(result.data.error || TC.t("page.refused", { status: result.status }), true);
    if (last && result.status !== 401) show(last);
  }
  if (result.status === 401) forget();
}

function forget() {
  token = null;
  me = null;
  localStorage.removeItem(KEY);
  stream.reconnect();
}

// The join code: in the QR code on the table (?code=), or typed as the box said it. A member never needs it again.
const CODE = "tabletop-companion-join";
const given = new URLSearchParams(location.search).get("code");
if (given) sessionStorage.setItem(CODE, given);
const codeBox = document.getElementById("join-code");
codeBox.value = sessionStorage.getItem(CODE) || "";
codeBox.addEventListener("input", () => {
  sessionStorage.setItem(CODE, codeBox.value.trim());
  if (/^\d{4}$/.test(codeBox.value.trim())) enter();
});

function ticket() {
  let held = localStorage.getItem(TICKET);
  if (!held) { held = TC.requestId(); localStorage.setItem(TICKET, held); }
  return held;
}

// The answer to a join (or a join-and-sit): a member now, waiting for the host's OK, or a wrong code said plainly.
function entered(result) {
  if (result.ok && result.status === 200) {
    token = result.data.token;
    localStorage.setItem(KEY, token);
    localStorage.removeItem(TICKET);
    sayAtDoor("");
    stream.reconnect();
    return true;
  }
  if (result.status === 202) {
    sayAtDoor(TC.t("page.member.waiting"), false);
    setTimeout(enter, 3000);  // asked again until the host lets this phone in (its ticket is its token then)
    return false;
  }
  if (result.status === 403) { codeBox.value = ""; sessionStorage.removeItem(CODE); codeBox.focus(); }
  sayAtDoor(result.data.error || TC.t("page.refused", { status: result.status }), true);
  return false;
}

let entering = false;
async function enter() {
  if (token || entering) return;
  const code = codeBox.value.trim();
  if (!/^\d{4}$/.test(code)) return;
  entering = true;
  try { entered(await TC.post("/api/join", { code, ticket: ticket() })); } finally { entering = false; }
}

enter();  // a code in the address (the table's QR code) or typed before a reload: this phone joins the table

async function claim(player) {
  const body = token ? { player } : { player, code: codeBox.value.trim(), ticket: ticket() };
  const member = Boolean(token);
  const result = await TC.post("/api/seats", body, token);
  if (!member) { if (!entered(result)) refreshSeats(); return; }  // joined and seated at once, or not
  if (!result.ok) { sayAtDoor(result.data.error, true); refreshSeats(); return; }
  stream.reconnect();
}

async function refreshSeats() {
  if (!last) return;
  const info = await (await fetch("/api/info", { headers: token ? { Authorization: `Bearer ${token}` } : {} })).json();
  const full = last.view.players.every((p) => info.seats_taken.includes(p.name));
  document.getElementById("watching").hidden = !full;  // a phone more than the players: it watches
  TC.fill("seats", last.view.players.map((p) => {
    const taken = info.seats_taken.includes(p.name);
    return TC.el("button", { class: "seat", "data-player": p.name, disabled: taken, onclick: () => claim(p.name) },
      p.name, taken ? TC.t("page.seat.taken") : "");
  }));
}

// Which phone this is, and (for a member who does not host) asking to host: a hold at the box agrees.
function showMember(msg) {
  me = msg.me || null;
  document.body.dataset.member = me ? String(me.phone) : "";
  document.body.dataset.host = me && me.host ? "yes" : "no";
  document.getElementById("code-row").hidden = Boolean(me);  // a member needs no code again
  const line = document.getElementById("member");
  line.hidden = !me;
  if (!me) return;
  if (line.dataset.shown === `${me.phone}/${me.host}`) return;  // kept as it is: the answer to "ask to host" stays
  line.dataset.shown = `${me.phone}/${me.host}`;
  TC.fill("member", TC.el("span", { text: TC.t("page.member.you_are", { number: me.phone }) }),
    me.host ? null : TC.el("button", { class: "act quiet", "data-action": "ask-host", onclick: askToHost },
      TC.t("page.host.take_over")),
    TC.el("span", { id: "member-status", class: "status", role: "status" }));
}

async function askToHost() {
  const result = await TC.post("/api/me", { command: "host" }, token);
  const status = document.getElementById("member-status");  // seen on a seated phone too (the join section is not)
  status.textContent = result.data.waiting || result.data.error || "";
  status.className = `status ${result.status === 202 || result.ok ? "good" : "bad"}`;
}

function show(msg) {
  if (msg.type === "error") {  // a stale token: the host removed this phone, or reset the table
    if (token) { forget(); sayAtDoor(TC.t("page.member.removed"), true); }
    return;
  }
  if (msg.type !== "update") return;
  const tableChanged = !last || last.table !== msg.table;
  last = msg;
  const view = msg.view;
  document.body.dataset.seq = view.seq;
  document.body.dataset.finished = view.finished ? "yes" : "no";
  document.getElementById("title").textContent = TC.title(view.game);
  document.getElementById("now").textContent = TC.whatNow(view);
  showMember(msg);
  const seated = Boolean(msg.seat);
  document.getElementById("join").hidden = seated;
  document.getElementById("mine").hidden = !seated;
  if (!seated && (tableChanged || !document.querySelector("#seats button"))) refreshSeats();
  document.body.dataset.player = msg.seat || "";
  // "your turn" cannot be missed: the page changes colour and the phone vibrates where it can
  const myTurn = seated && !view.finished && msg.private.actions.length > 0;
  if (myTurn && document.body.dataset.myTurn !== "yes" && navigator.vibrate) navigator.vibrate([120, 80, 120]);
  document.body.dataset.myTurn = myTurn ? "yes" : "no";
  document.body.classList.toggle("my-turn", myTurn);
  if (seated) {
    document.getElementById("me").textContent = TC.t("page.seat.you_are", { seat: msg.seat });
    const turn = document.getElementById("turn");
    turn.hidden = !myTurn;
    turn.textContent = myTurn ? TC.t("page.seat.your_turn", { seat: msg.seat }) : "";
    renderSecret(view, msg.private);
    renderActions(view, msg.private.actions);
  }
  const hooks = seated ? panelHooks(view, msg.private.actions, msg.private.secret || {}) : {};
  TC.fill("players", TC.players(view));
  TC.fill("panel", TC.panels[view.game](view.state, view, hooks));
  TC.fill("recent", TC.recent(msg.recent));
  if (TC.onUpdate) TC.onUpdate(msg);
}

function renderSecret(view, priv) {
  const s = priv.secret;
  const parts = [];
  if (s.hand) {
    const playable = new Set(priv.actions.filter((a) => a.name === "play").map((a) => a.args.card));
    parts.push(TC.el("div", { class: "hand" }, TC.t("page.cards.your_hand"), s.hand.map((card) => TC.el("button", {
      class: `card ${pick.card === card ? "picked" : ""}`, "data-card": card, disabled: !playable.has(card),
      onclick: () => { pick.card = pick.card === card ? null : card; show(last); } }, TC.face(card)))));
  }
  if (s.glow) parts.push(TC.el("p", { class: "target" }, TC.t("page.lab.your_glow", { count: s.glow.length }),
    TC.el("b", { text: TC.commas(s.glow.map((p) => TC.pokemon(p, view.state.names))) })));
  else if ("target" in s) parts.push(TC.el("p", { class: "target" }, TC.t("page.lab.your_target"),
    TC.el("b", { text: TC.pokemon(s.target, view.state.names) || TC.t("page.lab.none_left") }),
    s.stack ? TC.t("page.lab.stack", { count: s.stack }) : ""));
  if (s.escape_cards && s.escape_cards.length) parts.push(TC.el("p", {}, TC.t("page.seat.kept"),
    (s.escape_texts || []).map(TC.pick).join(TC.sep()) || s.escape_cards.join(TC.sep())));
  TC.fill("secret", parts).hidden = !parts.length;
}

function panelHooks(view, actions, secret) {
  const plays = actions.filter((a) => a.name === "play" && a.args.card === pick.card);
  const moves = actions.filter((a) => a.name === "move");
  const wanted = new Set([secret.target, ...(secret.glow || [])].filter(Boolean));
  return {
    mine: (target) => wanted.has(target),  // the tile of a Pokémon this player hunts: starred on the phone
    slot: (owner, row, slot) => plays.some((a) => a.args.board === owner && a.args.row === row && a.args.slot === slot),
    play: (owner, row, slot) => { const card = pick.card; pick.card = null; send("play", { card, board: owner, row, slot }); },
    tile: (r, c) => moves.some((a) => a.args.to === `${r},${c}`),
    move: (r, c) => send("move", { to: `${r},${c}` }),
  };
}

function button(label, onclick, attrs) {
  return TC.el("button", { class: "act", onclick, ...(attrs || {}) }, label);
}

async function again(choice) {
  const result = await TC.post("/api/again", choice || {}, token);
  if (!result.ok) say(result.data.error, true);
}

// The first seated phone, once the game is over: the same game again, or another (the host page's questions).
function nextGame(view, games) {
  const select = TC.el("select", { id: "next-game" }, Object.keys(games).map((name) =>
    TC.el("option", { value: name, selected: name === view.game ? "selected" : null, text: TC.title(name) })));
  const players = TC.el("input", { id: "next-players", value: view.players.map((p) => p.name).join(",") });
  const options = TC.el("input", { id: "next-options", placeholder: "mode=arcade target=50" });
  const start = () => again({ game: select.value,
    players: players.value.split(",").map((p) => p.trim()).filter(Boolean),
    options: Object.fromEntries(options.value.split(/\s+/).filter((w) => w.includes("=")).map((w) => w.split("=", 2))) });
  return [button(TC.t("page.seat.again"), () => again(), { "data-action": "again" }),
    TC.el("div", { class: "next-game" }, TC.el("h3", { text: TC.t("page.host.new_game") }),
      TC.el("label", {}, TC.t("page.host.game"), " ", select), TC.el("label", {}, TC.t("page.host.players"), " ", players),
      TC.el("label", {}, TC.t("page.host.options"), " ", options),
      button(TC.t("page.host.start"), start, { "data-action": "new-game" }))];
}

function renderActions(view, actions) {
  const byName = {};
  for (const a of actions) (byName[a.name] ||= []).push(a);
  const out = [];
  if (!actions.length) out.push(TC.el("p", { class: "wait", text: TC.t(view.finished ? "page.now.over" : "page.seat.wait") }));
  if (view.finished) {  // the first seated phone starts the next game (the host page can too)
    fetch("/api/info").then((r) => r.json()).then((info) => {
      if (info.seats_taken[0] === last.seat && last.view.finished && !document.querySelector('[data-action="again"]')) {
        document.getElementById("actions").append(...nextGame(last.view, info.games));
      }
    });
  }
  if (view.game === "deathstar") out.push(...deathstarActions(view, byName));
  else if (view.game === "labyrinth") out.push(...labyrinthActions(view, byName));
  else if (view.game === "cards") out.push(...cardActions(byName));
  else out.push(...actions.map((a) => button(pacmanButton(a.name, a.args),
    () => send(a.name, a.args), { "data-action": a.name })));
  // for whoever arrives late: the box says the standing, where to open and the join code again, aloud
  out.push(button(TC.t("page.seat.say_code"), () => send("status"), { class: "act quiet", "data-action": "status" }));
  TC.fill("actions", out);
}

function deathstarActions(view, byName) {
  const out = [];
  // After a move, "spin" would end this turn and spin for the next player: that is the next phone's to do.
  const spin = byName.spin && !["move", "landed"].includes(view.state.awaiting);
  if (spin) out.push(button(TC.t(view.state.awaiting === "dogfight" ? "page.ds.spin_dogfight" : "page.ds.spin"), () => send("spin"),
    { "data-action": "spin" }));
  const lands = byName.land || [];
  const tokens = [...new Set(lands.map((a) => a.args.token))];
  if (tokens.length) {
    if (!tokens.includes(pick.token)) pick.token = tokens[0];
    out.push(TC.el("div", { class: "picker" }, TC.t("page.ds.which_token"), tokens.map((t) => button(tokenName(t),
      () => { pick.token = t; show(last); }, { class: `act choice ${pick.token === t ? "picked" : ""}`, "data-token": t }))));
    out.push(TC.el("div", { class: "picker spots" }, TC.t("page.ds.landed_on"), lands.filter((a) => a.args.token === pick.token)
      .map((a) => button(spot(a.args.spot), () => send("land", a.args), { "data-spot": a.args.spot }))));
  }
  const bumps = (byName.bump || []).filter((a) => a.args.mover === pick.token);
  if (bumps.length) out.push(TC.el("div", { class: "picker" }, TC.t("page.ds.landed_on_token"), bumps.map((a) =>
    button(TC.t("page.ds.owner_token", { owner: a.args.target, token: tokenName(a.args.token) }), () => send("bump", a.args), { "data-bump": `${a.args.target}/${a.args.token}` }))));
  for (const a of byName.escape || []) out.push(button(TC.t("page.ds.play_escape"), () => send("escape", a.args), { "data-action": "escape" }));
  // in the order things happen at the table: spin, move and say where, then end the turn
  if (byName.end) out.push(button(TC.t("page.ds.end"), () => send("end"), { "data-action": "end" }));
  return out;
}

function labyrinthActions(view, byName) {
  const out = [];
  const inserts = byName.insert || [];
  if (inserts.length) {
    const arrows = [...new Set(inserts.map((a) => a.args.arrow))];
    if (!arrows.includes(pick.arrow)) pick.arrow = arrows[0];
    const spare = view.state.spare_tile;
    out.push(TC.el("div", { class: "picker" }, TC.t("page.lab.push_at"), arrows.map((name) => button(TC.arrow(name),
      () => { pick.arrow = name; show(last); }, { class: `act choice ${pick.arrow === name ? "picked" : ""}`, "data-arrow": name }))));
    out.push(TC.el("div", { class: "picker" }, TC.t("page.lab.turn_spare"), [0, 1, 2, 3].map((r) => button(TC.t("page.lab.degrees", { degrees: r * 90 }),
      () => { pick.rotation = r; show(last); }, { class: `act choice ${pick.rotation === r ? "picked" : ""}`, "data-rotation": r })),
      TC.tile({ ...spare, open: TC.turned(spare.open, pick.rotation) }, { pos: "spare", names: view.state.names })));
    out.push(button(TC.t("page.lab.slide", { arrow: TC.arrow(pick.arrow) }), () => send("insert", { arrow: pick.arrow, rotation: String(pick.rotation) }),
      { "data-action": "insert" }));
  }
  if (byName.move) out.push(TC.el("p", { class: "hint", text: TC.t("page.lab.tap") }));
  return out;
}

function cardActions(byName) {
  const out = [];
  if (byName.play) out.push(TC.el("p", { class: "hint", text: pick.card ? TC.t("page.cards.tap_space", { card: pick.card })
    : TC.t("page.cards.tap_card") }));
  for (const a of byName.discard || []) out.push(button(TC.t("page.cards.discard_btn", { card: a.args.card }), () => send("discard", { card: a.args.card }),
    { "data-discard": a.args.card }));
  if (byName.score) {
    const field = (id, ph) => TC.el("input", { id, placeholder: ph, size: 3, inputmode: "numeric" });
    const op = TC.el("select", { id: "op" }, ["+", "-", "x"].map((o) => TC.el("option", { value: o, text: TC.face(o) })));
    out.push(TC.el("div", { class: "picker" }, TC.t("page.cards.completed_row"), field("left", TC.t("page.cards.left")), op,
      field("right", TC.t("page.cards.right")),
      button(TC.t("page.cards.score_it"), () => send("score", { player: last.seat, left: document.getElementById("left").value,
        op: op.value, right: document.getElementById("right").value }), { "data-action": "score" })));
  }
  return out;
}
