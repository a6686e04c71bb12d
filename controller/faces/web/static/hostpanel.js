// The host's part of a phone's seat page. The first phone to join with the code the box said hosts: it
// chooses the game, the players and the options, starts, undoes, starts afresh, plays again, and changes the
// box's settings. Its token is kept by the browser (and by the box across games and restarts).
"use strict";

const HOSTING = TC.HOSTING;
const hosting = { token: localStorage.getItem(HOSTING), asked: false, info: null, built: false, gameId: null, seated: null };

function hostSay(text, bad) {
  const status = document.getElementById("host-status");
  status.textContent = text;
  status.className = `status ${bad ? "bad" : "good"}`;
}

// A phone with the right code asks once whether it is the first: the first is the host.
async function askToHost(code) {
  if (hosting.token || hosting.asked || !/^\d{4}$/.test(code || "")) return;
  hosting.asked = true;
  const result = await TC.post("/api/join", { code });
  if (result.ok && result.data.host_token) {
    hosting.token = result.data.host_token;
    localStorage.setItem(HOSTING, hosting.token);
    stream.reconnect();  // the stream tells the box its host is here
    refreshHosting();
  } else if (!result.ok) hosting.asked = false;  // a wrong code: asked again once the right one is typed
}

async function hostCommand(command, extra, confirmText) {
  if (confirmText && !window.confirm(confirmText)) return null;
  const result = await TC.post("/api/host", { command, ...(extra || {}) }, hosting.token);
  if (result.status === 403) forgetHosting();
  if (!result.ok) { hostSay(result.data.error, true); return null; }
  hostSay((result.data.events || []).map((e) => e.text).filter(Boolean).join(" ") || TC.t("page.done"), false);
  return result.data;
}

function forgetHosting() {
  hosting.token = null;
  localStorage.removeItem(HOSTING);
  document.getElementById("hosting").hidden = true;
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
  document.getElementById("host-resign").onclick = async () => { if (await hostCommand("resign")) forgetHosting(); };
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
      const result = await TC.post("/api/again", {}, hosting.token);
      if (!result.ok) hostSay(result.data.error, true);
    }));
  } else if (view) {
    out.push(act(TC.t("page.host.undo"), "host-undo", () => hostCommand("undo")),
      act(TC.t("page.host.abandon"), "host-abandon", () => hostCommand("abandon", {}, TC.t("page.host.abandon_confirm"))));
  }
  TC.fill("host-actions", out);
}

async function refreshHosting() {
  if (!hosting.token) return;
  const info = await (await fetch("/api/info", { headers: { Authorization: `Bearer ${hosting.token}` } })).json();
  if (!info.host) { forgetHosting(); return; }  // another phone took the host role over
  hosting.info = info;
  document.getElementById("hosting").hidden = false;
  document.body.dataset.host = "yes";
  if (!hosting.built) buildHosting(info);
  const players = document.getElementById("host-players");
  if (!players.value && last) players.value = last.view.players.map((p) => p.name).join(",");
  document.getElementById("host-code").textContent = TC.t("page.table.code", { code: info.join_code });
  const codeBox = document.getElementById("join-code");
  if (codeBox.value !== info.join_code) {  // the host knows each game's code: its phone joins without typing it
    codeBox.value = info.join_code;
    sessionStorage.setItem("tabletop-companion-join", info.join_code);
  }
  hostActions(last ? last.view : null);
}

// Called by the seat page with every update: a new game brings a new join code, a finished one "play again".
TC.onUpdate = (msg) => {
  const seated = Boolean(msg.seat);
  if (hosting.seated !== seated) {  // the host's questions fold away while its phone plays, open when it does not
    hosting.seated = seated;
    document.getElementById("hosting").open = !seated;
  }
  const key = `${msg.game_id}/${msg.view.finished}`;
  if (hosting.token && key !== hosting.gameId) { hosting.gameId = key; refreshHosting(); }
};

document.getElementById("join-code").addEventListener("input", (e) => askToHost(e.target.value.trim()));
TC.askToHost = askToHost;
askToHost(document.getElementById("join-code").value.trim());
refreshHosting();
