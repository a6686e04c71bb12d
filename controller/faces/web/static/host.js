// The host's page: undo, start afresh, a new game, and freeing a seat; each behind the host code.
"use strict";

const codeBox = document.getElementById("code");
codeBox.value = sessionStorage.getItem("tabletop-companion-host") || "";
codeBox.addEventListener("change", () => sessionStorage.setItem("tabletop-companion-host", codeBox.value));
let view = null;

function say(text, bad) {
  const status = document.getElementById("status");
  status.textContent = text;
  status.className = `status ${bad ? "bad" : "good"}`;
}

async function host(command, extra, confirmText) {
  if (confirmText && !window.confirm(confirmText)) return;
  const result = await TC.post("/api/host", { code: codeBox.value.trim(), command, ...(extra || {}) });
  if (!result.ok) { say(result.data.error, true); return; }
  say(result.data.released ? TC.t("page.host.released", { player: result.data.released })
    : (result.data.events || []).map((e) => e.text).filter(Boolean).join(" ") || TC.t("page.done"), false);
  refresh();
}

async function refresh() {
  const info = await (await fetch("/api/info")).json();
  const select = document.getElementById("game");
  if (!select.options.length) {
    for (const name of Object.keys(info.games)) select.append(TC.el("option", { value: name, text: TC.title(name) }));
  }
  if (view && !document.getElementById("players").value) {
    select.value = view.game;
    document.getElementById("players").value = view.players.map((p) => p.name).join(",");
  }
  TC.fill("seats", info.seats_taken.length ? info.seats_taken.map((p) => TC.el("button", { class: "act",
    "data-release": p, onclick: () => host("release", { player: p }, TC.t("page.host.free_confirm", { player: p })) },
    TC.t("page.host.free", { player: p })))
    : TC.el("p", { text: TC.t("page.host.no_seats") }));
}

// This screen (a tablet, a TV) shows the table: it is trusted with the join code from now on.
document.getElementById("make-table").onclick = async () => {
  const result = await TC.post("/api/host", { code: codeBox.value.trim(), command: "table" });
  if (!result.ok) { say(result.data.error, true); return; }
  localStorage.setItem("tabletop-companion-table", result.data.table_token);
  location.href = "/";
};
document.getElementById("undo").onclick = () => host("undo");
document.getElementById("abandon").onclick = () => host("abandon", {}, TC.t("page.host.abandon_confirm"));
document.getElementById("new").onclick = () => {
  const players = document.getElementById("players").value.split(",").map((p) => p.trim()).filter(Boolean);
  const options = Object.fromEntries(document.getElementById("options").value.split(/\s+/).filter((w) => w.includes("="))
    .map((w) => w.split("=", 2)));
  host("new", { game: document.getElementById("game").value, players, options },
    TC.t("page.host.new_confirm"));
};

TC.connect((msg) => {
  if (msg.type !== "update") return;
  view = msg.view;
  document.getElementById("now").textContent = TC.t("page.host.now", { title: TC.title(view.game), now: TC.whatNow(view) });
  refresh();
}, () => null);
