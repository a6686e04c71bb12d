// The café page: every box's game from its retained view, and the league; refreshed every 2 s.
"use strict";

function table(box, t) {
  const view = t.view;
  return TC.el("div", { class: `table-card ${t.status === "online" ? "" : "away"}`, "data-box": box },
    TC.el("h2", {}, box, TC.el("span", { class: "small", text: TC.sep() + TC.t(`page.cafe.status.${
      ["online", "offline"].includes(t.status) ? t.status : "unknown"}`) })),
    view ? [TC.el("p", { class: "game", text: TC.title(view.game) }), TC.el("p", { class: "now", text: TC.whatNow(view) }),
      TC.players(view)] : TC.el("p", { text: TC.t("page.cafe.no_game") }));
}

async function refresh() {
  try {
    const tables = await (await fetch("/api/tables")).json();
    const league = await (await fetch("/api/league")).json();
    const boxes = Object.keys(tables);
    document.getElementById("now").textContent = TC.t("page.cafe.now", { tables: boxes.length, games: league.count });
    TC.fill("tables", boxes.map((box) => table(box, tables[box])));
    TC.fill("league", Object.entries(league.wins).map(([game, counts]) => TC.el("div", {},
      TC.el("h3", { text: TC.title(game) }), TC.el("ol", {}, Object.entries(counts).sort((a, b) => b[1] - a[1])
        .map(([name, n]) => TC.el("li", { "data-player": name, text: TC.t("page.cafe.wins", { player: name, count: n }) }))))));
    document.body.dataset.count = league.count;
  } catch (e) {
    document.getElementById("now").textContent = TC.t("page.cafe.no_answer");
  }
}

refresh();
setInterval(refresh, 2000);
