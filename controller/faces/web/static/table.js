// The shared table page: everything public, big, updated live; never anything private.
"use strict";

fetch("/api/info").then((r) => r.json()).then((info) => {
  document.getElementById("join-url").textContent = info.join;
});

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
}, () => null, (online) => {
  const link = document.getElementById("link");
  link.textContent = TC.t(online ? "page.live" : "page.offline");
  link.className = `link ${online ? "online" : "offline"}`;
});
