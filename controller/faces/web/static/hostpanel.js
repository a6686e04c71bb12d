// The host's part of a phone's seat page. The first phone to join with the code the box said hosts: it chooses the
// game, the players and the options, starts, undoes, starts afresh, plays again, changes the box's settings, and
// runs the table: which phone plays for whom, removing a phone, handing the role on, letting in a phone that waits.
// It is the phone's own member token (seat.js's `token`) that the box knows as the host's.
"use strict";

const hosting = { built: false, key: null };

function hostSay(text, bad) {
  const status = document.getElementById("host-status");
  status.textContent = text;
  status.className = `status ${bad ? "bad" : "good"}`;
}

async function hostCommand(command, extra, confirmText) {
  if (confirmText && !window.confirm(confirmText)) return null;
  const result = await TC.post("/api/host", { command, ...(extra || {}) }, token);
  if (!result.ok) { hostSay(result.data.error, true); return null; }
  hostSay((result.data.events || []).map((e) => e.text).filter(Boolean).join(" ") || TC.t("page.done"), false);
  refreshHosting();
  return result.data;
}

function optionsOf(text) {
  return Object.fromEntries(text.split(/\s+/).filter((w) => w.includes("=")).map((w) => w.split("=", 2)));
}

function buildHosting(info) {
  const games = Object.keys(info.games);
  const options = (select, chosen) => select.replaceChildren(...games.map((name) =>
    TC.el("option", { value: name, text: TC.title(name), selected: name === chosen ? "selected" : null })));
  options(document.getElementById("host-game"), last ? last.view.game : games[0]);
  options(document.getElementById("set-game"), info.settings.game);
  document.getElementById("set-language").replaceChildren(...Object.entries(info.languages).map(([code, name]) =>
    TC.el("option", { value: code, text: name, selected: code === info.settings.language ? "selected" : null })));
  document.getElementById("set-volume").value = Math.round(info.settings.volume * 100);
  document.getElementById("set-speech").checked = info.settings.speech;
  document.getElementById("set-save").onclick = async () => {
    const saved = await hostCommand("settings", { settings: {
      language: document.getElementById("set-language").value,
      volume: Number(document.getElementById("set-volume").value) / 100,
      speech: document.getElementById("set-speech").checked,
      game: document.getElementById("set-game").value } });
    if (saved) hostSay(TC.t("page.host.saved"), false);
  };
  hosting.built = true;
}

function hostActions(view) {
  const act = (label, action, onclick) => TC.el("button", { class: "act", "data-action": action, onclick }, label);
  const start = act(TC.t("page.host.start"), "host-start", () => hostCommand("new", {
    game: document.getElementById("host-game").value,
    players: document.getElementById("host-players").value.split(",").map((p) => p.trim()).filter(Boolean),
    options: optionsOf(document.getElementById("host-options").value) },
  view && !view.finished ? TC.t("page.host.new_confirm") : null));
  const out = [start];
  if (view && view.finished) {
    out.unshift(act(TC.t("page.seat.again"), "host-again", async () => {
      const result = await TC.post("/api/again", {}, token);
      if (!result.ok) hostSay(result.data.error, true);
    }));
  } else if (view) {
    out.push(act(TC.t("page.host.undo"), "host-undo", () => hostCommand("undo")),
      act(TC.t("page.host.abandon"), "host-abandon", () => hostCommand("abandon", {}, TC.t("page.host.abandon_confirm"))));
  }
  TC.fill("host-actions", out);
}

// The table: each phone (its number, kind, seat; make it host, remove it), who plays on which phone, the phones
// waiting at a guarded door, a new join code, forgetting the others, the host code.
function hostTable(info) {
  const phone = (m) => [TC.t("page.member.phone", { number: m.phone }), m.device, m.seat, m.host ? TC.t("page.host.is_host") : ""]
    .filter(Boolean).join(TC.sep());
  const small = (label, action, onclick) => TC.el("button", { class: "act quiet", "data-action": action, onclick }, label);
  const members = info.members.map((m) => TC.el("li", { "data-member": m.id, "data-phone": m.phone },
    TC.el("span", { class: "phone", text: phone(m) }),
    m.host ? null : small(TC.t("page.host.make_host"), "host-hand",
      () => hostCommand("hand", { member: m.id }, TC.t("page.host.hand_confirm", { number: m.phone }))),
    m.host ? null : small(TC.t("page.host.remove"), "host-remove",
      () => hostCommand("remove", { member: m.id }, TC.t("page.host.remove_confirm", { number: m.phone })))));
  const players = last ? last.view.players.map((p) => p.name) : [];
  const seats = players.map((player) => {
    const holder = info.members.find((m) => m.seat === player);
    const select = TC.el("select", { "data-seat": player, onchange: (e) => hostCommand("seat",
      { player, member: e.target.value || null }) },
    TC.el("option", { value: "", text: TC.t("page.host.no_phone"), selected: holder ? null : "selected" }),
    info.members.map((m) => TC.el("option", { value: m.id, text: TC.t("page.member.phone", { number: m.phone }),
      selected: holder && holder.id === m.id ? "selected" : null })));
    return TC.el("label", {}, TC.el("span", { class: "seat-name", text: player }), select);
  });
  const waiting = info.waiting.map((w) => TC.el("p", { class: "waiting", "data-waiting": w.id },
    TC.t("page.host.waiting"), " ", w.device || "", " ",
    small(TC.t("page.host.let_in"), "host-let-in", () => hostCommand("let_in", { waiting: w.id })),
    small(TC.t("page.host.turn_away"), "host-turn-away", () => hostCommand("turn_away", { waiting: w.id }))));
  const asking = info.asking && info.asking.kind === "host"
    ? TC.el("p", { class: "status good", id: "host-asking", text: TC.t("page.host.asking", { number: info.asking.phone }) }) : null;
  TC.fill("host-table",
    info.guarded ? TC.el("p", { class: "status bad", id: "host-guarded", text: TC.t("page.host.guarded") }) : null,
    asking,
    waiting,
    TC.el("ul", { class: "members" }, members),
    seats.length ? TC.el("h3", { text: TC.t("page.host.who_where") }) : null, seats,
    small(TC.t("page.host.new_code"), "host-new-code", () => hostCommand("new_code")),
    small(TC.t("page.host.reset_table"), "host-reset-table", () => hostCommand("reset_table", {}, TC.t("page.host.reset_confirm"))),
    TC.el("p", { class: "hint", id: "host-code-line", text: TC.t("page.host.host_code", { code: info.host_code }) }));
}

async function refreshHosting() {
  if (!token || !me || !me.host) { document.getElementById("hosting").hidden = true; return; }
  const info = await (await fetch("/api/info", { headers: { Authorization: `Bearer ${token}` } })).json();
  if (!info.host) { document.getElementById("hosting").hidden = true; return; }  // the role was handed on
  document.getElementById("hosting").hidden = false;
  if (!hosting.built) buildHosting(info);
  const players = document.getElementById("host-players");
  if (!players.value && last) players.value = last.view.players.map((p) => p.name).join(",");
  document.getElementById("host-code").textContent = TC.t("page.table.code", { code: info.join_code });
  hostActions(last ? last.view : null);
  hostTable(info);
}

// Called by the seat page with every update: a new game, a finished one ("play again"), or a change at the table
// (a phone joined, waits, took a seat) brings the panel up to date.
TC.onUpdate = (msg) => {
  const seated = Boolean(msg.seat);
  const key = `${msg.game_id}/${msg.view.finished}/${msg.table}/${Boolean(msg.me && msg.me.host)}/${seated}` +
    `/${msg.me ? msg.me.door : ""}`;  // "door": a phone waits for the host's OK (told to the host's pages only)
  if (key === hosting.key) return;
  if (!hosting.key || hosting.key.split("/")[4] !== String(seated)) {
    document.getElementById("hosting").open = !seated;  // folded away while its phone plays, open when it does not
  }
  hosting.key = key;
  refreshHosting();
};
