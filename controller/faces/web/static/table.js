// The shared table page: everything public, big, updated live; never anything private.
"use strict";

// A screen the host made the table's (or the box's own) is shown the table's join code (new when the host asks).
const TABLE = "tabletop-companion-table";
let shownCode = null;
let tableSeen = null;

async function showJoin() {
  const table = localStorage.getItem(TABLE);
  const info = await (await fetch("/api/info", { headers: table ? { Authorization: `Bearer ${table}` } : {} })).json();
  const link = document.getElementById("join-url");  // a phone that opened the address the box said taps it
  link.textContent = info.join;  // the address to type; the link stays on the name this page was opened by
  const code = info.join_code || null;
  document.getElementById("join-code").textContent = code ? TC.t("page.table.code", { code }) : TC.t("page.table.code_elsewhere");
  if (code !== shownCode) {
    shownCode = code;
    document.getElementById("qr").src = `/qr.svg?${new URLSearchParams({ table: table || "", game: code || "" })}`;
  }
}
showJoin();

TC.connect((msg) => {
  if (msg.type !== "update") return;
  const view = msg.view;
  document.body.dataset.seq = view.seq;
  document.body.dataset.game = view.game;
  document.getElementById("title").textContent = TC.title(view.game);
  document.getElementById("now").textContent = TC.whatNow(view);
  TC.fill("players", TC.players(view));
  TC.fill("panel", TC.panels[view.game](view.state, view));
  TC.fill("recent", TC.recent(msg.recent));
  if (msg.table !== tableSeen) { tableSeen = msg.table; showJoin(); }  // the host may have asked for a new code
}, () => localStorage.getItem(TABLE), (online) => {  // a table screen's token: no crowd pushes it out
  const link = document.getElementById("link");
  link.textContent = TC.t(online ? "page.live" : "page.offline");
  link.className = `link ${online ? "online" : "offline"}`;
});
