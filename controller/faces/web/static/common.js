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
    // a member's page says which phone it is: the box sends it its seat, its private view, its host panel's cue
    socket.onopen = () => { socket.send(JSON.stringify({ token: getToken() }));
      TC.banner(true); if (onStatus) onStatus(true); };
    socket.onmessage = (msg) => {
      const data = JSON.parse(msg.data);
      // the host chose another language: the page comes back in it (its words are in the page itself)
      if (data.lang && data.lang !== TC.lang) { location.reload(); return; }
      onMessage(data);
    };
    socket.onclose = () => { TC.banner(false); if (onStatus) onStatus(false); setTimeout(open, 1000); };
  }
  open();
  // A deliberate reconnect (a seat just taken or given up) opens the new stream at once, not a second later.
  return { reconnect() { if (socket) { socket.onclose = null; socket.close(); } open(); } };
};

// Every page says so while the box is away (restarting, out of Wi-Fi): "offline, reconnecting".
TC.banner = function (online) {
  let node = document.getElementById("connection");
  if (!node) {
    node = TC.el("div", { id: "connection", class: "connection", role: "status" });
    document.body.prepend(node);
  }
  node.hidden = online;
  node.textContent = online ? "" : TC.t("page.reconnecting");
  document.body.dataset.online = online ? "yes" : "no";
};

// A tap's id: sent with every try of it (Idempotency-Key), so that the box applies it once however often it
// arrives. getRandomValues, not randomUUID: a page served over plain http on the Wi-Fi is no "secure context".
TC.requestId = function () {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, "0")).join("");
};
TC.RETRIES = 60;  // a tap made while the box restarts is tried again each second for a minute
TC.AWAY = [502, 503, 504];

TC.post = async function (path, body, token) {
  const headers = { "Content-Type": "application/json", "Idempotency-Key": TC.requestId() };
  if (token) headers["Authorization"] = `Bearer ${token}`;
  for (let attempt = 0; ; attempt++) {
    let response = null;
    try {
      response = await fetch(path, { method: "POST", headers, body: JSON.stringify(body) });
    } catch (e) { TC.banner(false); /* the box is away (restarting, the Wi-Fi dropped): the same tap again once it is back */ }
    if (response && !TC.AWAY.includes(response.status)) {
      let data = {};
      try { data = await response.json(); } catch (e) { data = { error: TC.t("page.box_answered", { status: response.status }) }; }
      return { ok: response.ok, status: response.status, data };
    }
    if (attempt >= TC.RETRIES) return { ok: false, status: response ? response.status : 0, data: { error: TC.t("page.box_away") } };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
};

// The box's words in its language: the part of its Fluent catalogue the pages use, rendered here by Fluent's
// JavaScript twin (fluent-bundle.js) with the same functions the box has (controller/words/grammar.py).
TC.words = JSON.parse((document.getElementById("words") || {}).textContent || "{}");
TC.lang = document.documentElement.lang || "en";
TC.grammar = TC.words._grammar || { particles: {}, vowels: "", genders: {} };

// How the language puts a particle before a name (DE($player) -> "d'ann", AD($player) -> "ad ann").
TC.withParticle = function (particle, word) {
  const forms = TC.grammar.particles[particle];
  if (!forms) return word;
  const first = word.slice(0, 1).toLowerCase();
  const elides = TC.lang === "it" ? first === particle : first !== "" && TC.grammar.vowels.includes(first);
  return (elides ? forms[0] : forms[1]) + word;
};

// A list of names as a filler (written as the language joins them, counted by COUNT), and a game's noun (a
// term of the catalogue, said in the form the sentence asks for with FORM).
TC.Listed = class extends FluentBundle.FluentType {
  constructor(items, text) { super(text); this.items = items; }
  toString() { return this.value; }
};
TC.Noun = class extends FluentBundle.FluentType {
  constructor(term) { super(term); }
  form(name) {
    const wanted = name && TC.bundle.hasMessage(`x-form--${this.value}--${name}`) ? `x-form--${this.value}--${name}` : `x-form--${this.value}`;
    const text = TC.bundle.formatPattern(TC.bundle.getMessage(wanted).value, {});
    if (TC.rendered) TC.rendered.add(text);
    return text;
  }
  toString() { return this.form(""); }
};
// A message id as the code writes it ("page.where.falcon") as Fluent's (controller/words/catalogues.py).
TC.fluentId = (id) => id.replaceAll("-", "_").replaceAll(".", "-");
TC.noun = (id) => new TC.Noun(TC.fluentId(id));
TC.hasNoun = (id) => TC.bundle.hasMessage(`x-form--${TC.fluentId(id)}`);

TC.functions = { COUNT: ([value]) => new FluentBundle.FluentNumber(value instanceof TC.Listed ? value.items.length : 1),
  FORM: ([value, form]) => (value instanceof TC.Noun ? value.form(String(form)) : String(value)),
  GENDER: ([value]) => (value instanceof TC.Noun ? TC.grammar.genders[value.value] || "other" : "other"),
  // Fluent's NUMBER, which lets a value given as text through as it is (as the box's does)
  NUMBER: ([value], opts) => (value instanceof FluentBundle.FluentNumber ? new FluentBundle.FluentNumber(value.valueOf(),
    { ...value.opts, ...Object.fromEntries(Object.entries(opts).map(([k, v]) => [k, v.valueOf()])) }) : value) };
for (const [particle, name] of Object.entries(TC.grammar.functions || {})) {
  if (TC.grammar.particles[particle]) TC.functions[name] = ([value]) => TC.withParticle(particle, String(value));
}
TC.bundle = new FluentBundle.FluentBundle(TC.lang, { useIsolating: false, functions: TC.functions });
TC.bundle.addResource(new FluentBundle.FluentResource(TC.words.ftl || ""));

// Whether the catalogue has a sentence by this message id (as the code writes it: "page.where.falcon").
TC.has = (id) => TC.bundle.hasMessage(TC.fluentId(id));

// A sentence by its message id, its parameters filled in: a list of names joined with the language's "and",
// a number written as the language writes it; the sentence itself chooses its words on them.
TC.t = function (id, params) {
  const message = TC.bundle.getMessage(TC.fluentId(id));
  if (!message || !message.value) return id;
  const args = {};
  for (const [key, value] of Object.entries(params || {})) {
    if (Array.isArray(value)) args[key] = new TC.Listed(value.map(String), TC.and(value));
    else if (key === "count" && typeof value === "string" && /^-?\d+$/.test(value)) args[key] = Number(value);
    else args[key] = value === null || value === undefined ? "" : value;
  }
  const text = TC.bundle.formatPattern(message.value, args, []);
  if (TC.rendered) TC.rendered.add(text);
  return text;
};
// A sentence the box rendered from the catalogue and sent with the view (what happened), or a data file's own
// words in the language (a Force card's).
TC.said = (text) => { if (TC.rendered && text) TC.rendered.add(text); return text; };
// What the page rendered from the catalogue, kept when a test asks for it (window.TC_RECORD): every text the
// page shows must be one of these, a name or a number (tests/system/test_web_words.py).
TC.rendered = window.TC_RECORD ? new Set() : null;

// Names as a sentence lists them: "ann, bob and cid", with the language's comma and "and"; a plain list
// ("Pikachu, Evoli"), and the separator between two facts on one line (" · "): all from the catalogue.
TC.commas = (items) => items.join(TC.t("list.comma"));
TC.and = (names) => names.length < 2 ? names.join("")
  : TC.t("list.and", { rest: TC.commas(names.slice(0, -1)), last: names[names.length - 1] });
TC.sep = () => TC.t("list.middot");
// A ghost by its name ("blinky" -> "Blinky"), an arrow of the Labyrinth by its side's letter in the language
// ("W3" -> "O3" in Italian and French, "E3" -> "O3" in German), a score as the language writes it.
TC.ghost = (id) => (TC.hasNoun(`pacman.ghost.${id}`) ? String(TC.noun(`pacman.ghost.${id}`)) : id);
TC.arrow = (name) => (TC.has(`labyrinth.side.${name[0]}`) ? TC.t(`labyrinth.side.${name[0]}`, { n: Number(name.slice(1)) }) : name);
// A card of the card game as the catalogue writes its face: "−" and "×" for the minus and times cards (the
// picture cards' words are games/cards/data.py's PICTURE_WORDS, which the box passes to the same entry).
TC.face = (card) => TC.t("page.cards.face", { face: { "+": "plus", "-": "minus", x: "times" }[card] || card });
TC.number = (n) => (typeof n === "number" ? new Intl.NumberFormat(TC.lang).format(n) : String(n ?? ""));

// A data file's text (a Force card's words, a Pokémon's name) in the box's language, else English.
TC.pick = (texts) => TC.said(texts ? texts[TC.lang] ?? texts["*"] ?? texts.en ?? Object.values(texts)[0] : "");

TC.title = (game) => TC.has(`title.${game}`) ? TC.t(`title.${game}`) : game;

// What the player whose turn it is must do now, in words (the screen says the same: controller/screen/words.py).
TC.whatNow = function (view) {
  if (view.finished) return view.winners.length ? TC.t("page.now.won", { players: view.winners }) : TC.t("page.now.over");
  const s = view.state, player = view.turn;
  switch (view.game) {
    case "deathstar":
      if (s.phase === "order") return TC.t("page.now.deathstar.order", { player });
      if (s.awaiting === "dogfight") return TC.t("page.now.deathstar.dogfight", { player });
      if (s.awaiting === "move" && typeof s.last_spin !== "number") return TC.t("page.now.deathstar.move_dogfight", { player });
      if (s.awaiting === "move") return TC.t("page.now.deathstar.move", { player, spin: s.last_spin });
      if (s.awaiting === "landed") return TC.t("page.now.deathstar.landed", { player });
      return TC.t("page.now.deathstar.spin", { player });
    case "cards":
      return s.mode === "scorekeeper" ? TC.t("page.now.cards.scorekeeper") : TC.t("page.now.cards.play", { player });
    case "labyrinth":
      return TC.t(s.awaiting === "insert" ? "page.now.labyrinth.insert" : "page.now.labyrinth.move", { player });
    case "pacman":
      if (s.awaiting === "next") return TC.t("page.now.pacman.next");
      if (s.awaiting === "card") return TC.t("page.now.pacman.card", { player: s.pacman, roll: s.last_roll ?? "" });
      return TC.t("page.now.pacman.roll", { player: s.pacman });
  }
  return player ? TC.t("page.now.turn", { player }) : "";
};

TC.players = function (view) {
  return TC.el("ol", { class: "players" }, view.players.map((p) => TC.el("li", {
    class: [p.name === view.turn ? "turn" : "", view.winners.includes(p.name) ? "winner" : ""].join(" "),
    "data-player": p.name,
  }, TC.el("span", { class: "name", text: p.name }), TC.el("span", { class: "score", text: TC.number(p.score) }))));
};

TC.recent = function (recent) {
  return TC.el("ul", { class: "recent" }, recent.slice().reverse().map((e) =>
    TC.el("li", { class: `ev-${e.event}`, text: TC.said(e.text) || e.event })));
};
