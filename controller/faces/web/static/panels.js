// Each game's panel, drawn from the public view's "state". `hooks` lets the seat page make
// parts of a panel tappable (a card slot, a maze tile); the table page passes none.
"use strict";

const el = TC.el;
// A space by its own name (a term of the catalogue), or where else a token is; DS-3 is DS-3.
const where = (key) => (TC.hasNoun(`deathstar.spot.${key}`) ? String(TC.noun(`deathstar.spot.${key}`))
  : TC.has(`page.where.${key}`) ? TC.t(`page.where.${key}`) : key);

TC.panels = {
  deathstar(s, view) {
    const rows = Object.entries(s.players).map(([name, p]) => el("tr", { "data-player": name },
      el("th", { text: name }),
      Object.entries(p.tokens).map(([tid, t]) => el("td", { class: `token where-${t.where}`, "data-label": String(TC.noun(`deathstar.token.${tid}`)) },
        el("div", { class: "where", text: t.where === "detention"
          ? TC.t("page.where.detention", { count: t.turns_left })
          : where(t.where === "board" ? t.spot || "board" : t.where) }))),
      el("td", { class: "mission", "data-label": TC.t("page.ds.mission") },
        el("span", { class: p.blueprint ? "got" : "missing", text: TC.t("page.ds.blueprint") }), " ",
        el("span", { class: p.tractor_beam ? "got" : "missing", text: TC.t("page.ds.tractor_beam") })),
      el("td", { class: "falcon", text: p.hyperspace ? TC.t("page.ds.hyperspace") : p.mission_complete ? TC.t("page.ds.to_falcon") : "" }),
      el("td", { text: p.escape_cards ? TC.t("page.ds.escape_cards", { count: p.escape_cards }) : "" })));
    const card = s.last_card;
    return el("div", { class: "deathstar" },
      el("div", { class: "spinner" }, el("span", { class: "label", text: TC.t("page.ds.last_spin") }),
        el("span", { class: "big", id: "last-spin", text: s.last_spin ?? "–" })),
      card ? el("div", { class: `force force-${card.force}` },
        el("b", { text: TC.t(card.force === "with" ? "page.ds.force_with" : "page.ds.force_against") }),
        el("p", { text: TC.pick(card.texts) || card.text })) : null,
      el("table", { class: "tokens" }, el("thead", {}, el("tr", {}, el("th"), el("th", { text: String(TC.noun("deathstar.token.1")) }),
        el("th", { text: String(TC.noun("deathstar.token.2")) }), el("th", { text: TC.t("page.ds.mission") }), el("th"), el("th"))),
        el("tbody", {}, rows)),
      el("p", { class: "small legend", text: TC.t("page.ds.legend") }),
      el("p", { class: "small", text: TC.t("page.ds.deck", { deck: s.deck, drawn: s.cards_drawn }) }));
  },

  cards(s, view, hooks) {
    hooks = hooks || {};
    const boards = Object.entries(s.rows_scored).map(([owner, rows]) => {
      const board = (s.boards || {})[owner];
      return el("div", { class: "board", "data-board": owner },
        el("h3", {}, owner, el("span", { class: "small", text: TC.sep() + TC.t("page.cards.rows_scored", { count: rows }) +
          (s.hand_sizes ? TC.sep() + TC.t("page.cards.in_hand", { count: s.hand_sizes[owner] }) : "") })),
        board ? ["top", "bottom"].map((row) => el("div", { class: "row" }, ["left", "op", "right"].map((slot, i) => {
          const card = board[row][i];
          const open = hooks.slot && hooks.slot(owner, row, slot);
          return el("button", { class: `slot ${card ? "filled" : "empty"} ${open ? "open" : ""}`,
            "data-slot": `${owner}/${row}/${slot}`, disabled: !open,
            onclick: open ? () => hooks.play(owner, row, slot) : null, text: card ? TC.face(card) : "" });
        }))) : null);
    });
    const piles = s.mode === "deck" ? el("div", { class: "piles" },
      el("span", { class: "pile", text: TC.t("page.cards.draw_pile", { count: s.draw_pile }) }),
      el("span", { class: "pile discard", text: TC.t("page.cards.discard", { top: s.discard_top ?? "–", count: s.discard_pile }) }),
      el("span", { class: "pile", text: TC.t("page.cards.first_to", { target: s.target }) }))
      : el("p", { text: TC.t("page.cards.first_to", { target: s.target }) });
    return el("div", { class: "cards" }, piles, el("div", { class: "boards" }, boards));
  },

  pacman(s, view, hooks) {
    const eaten = new Set(s.eaten);
    const cells = [];
    s.maze.forEach((line, r) => [...line].forEach((ch, c) => {
      const id = `${String.fromCharCode(65 + c)}${r + 1}`;
      let cls = { "#": "wall", ".": "dot", o: "power", ",": "grey", S: "start", G: "ghost", C: "cage",
        T: "tunnel", " ": "wall" }[ch] || "wall";
      if (eaten.has(id)) cls += " eaten";
      if (id === s.position) cls += " pacman";
      cells.push(el("div", { class: `cell ${cls}`, "data-space": id, title: id }));
    }));
    const maze = el("div", { class: "maze", style: `grid-template-columns: repeat(${s.maze[0].length}, 1fr)` }, cells);
    const sections = Object.entries(s.sections).map(([n, sec]) => el("li", { class: sec.cleared ? "cleared" : "" },
      TC.t("page.pm.section", { section: n, eaten: sec.eaten, dots: sec.dots }) + (sec.cleared ? " ✓" : "")));
    const power = s.power.on ? TC.t("page.pm.power_on", { count: s.power.moves_left })
      : TC.t("page.pm.pellets_left", { count: 4 - s.power.pellets_used });
    const ghosts = Object.entries(s.ghosts).map(([p, gs]) => TC.t("pacman.controls", { player: p, ghosts: gs.map(TC.ghost) }))
      .join(TC.sep());
    const score = TC.t(s.purist ? "page.pm.score.purist" : "page.pm.score", { total: s.score.total, sections: s.score.sections,
      ghosts: s.score.ghosts, fruit: s.score.fruit, dots: s.score.dots });
    return el("div", { class: "pacman" }, maze, el("div", { class: "pacman-side" },
      el("p", { class: "big", text: TC.t("page.pm.is_pacman", { player: s.pacman }) }),
      el("p", {}, TC.t("page.pm.level", { level: s.level, lives: "●".repeat(Math.max(0, s.lives)), mode: TC.t(`page.pm.mode.${s.mode}`) })),
      el("p", { class: "power" + (s.power.on ? " on" : ""), text: power }),
      s.fruit_on_maze ? el("p", { class: "fruit", text: TC.t("page.pm.fruit", { fruit: TC.noun(`pacman.fruit.${s.fruit_on_maze}`) }) }) : null,
      el("p", { text: TC.t("page.pm.last_roll", { roll: s.last_roll ?? "–", dots: s.dots_left }) }),
      el("p", { text: score }),
      el("ul", { class: "sections" }, sections),
      s.last_ghost_card.length ? el("p", { text: TC.t("page.pm.ghosts", { moves: TC.commas(s.last_ghost_card.map((m) =>
        m.lost ? TC.t("page.pm.ghost_lost", { ghost: TC.ghost(m.ghost) })
          : TC.t("page.pm.ghost_move", { ghost: TC.ghost(m.ghost), spaces: m.spaces }))) }) }) : null,
      el("p", { class: "small", text: TC.t("page.pm.played_by", { who: ghosts }) })));
  },

  labyrinth(s, view, hooks) {
    hooks = hooks || {};
    const pawnsAt = {};
    for (const [p, pos] of Object.entries(s.pawns)) (pawnsAt[pos.join(",")] ||= []).push(p);
    const colours = Object.fromEntries(view.players.map((p, i) => [p.name, i]));
    // The board with its twelve arrows named around it (N1 above column 1, W3 left of row 3, ...), as the
    // insert buttons and `do insert arrow=` call them.
    const banned = Object.fromEntries(s.arrows.map((a) => [a.name, a.banned]));
    const label = (name) => (name in banned
      ? el("span", { class: `arrow-label ${banned[name] ? "banned" : ""}`, "data-arrow-label": name, text: TC.arrow(name) })
      : el("span", { class: "arrow-label" }));
    const grid = [label(""), ...s.board[0].map((_, c) => label(`N${c}`)), label("")];
    s.board.forEach((row, r) => {
      grid.push(label(`W${r}`));
      row.forEach((tile, c) => {
        const key = `${r},${c}`;
        const open = hooks.tile && hooks.tile(r, c);
        grid.push(TC.tile(tile, {
          pos: key, open, onclick: open ? () => hooks.move(r, c) : null, mine: Boolean(hooks.mine && hooks.mine(tile.target)),
          names: s.names, pawns: (pawnsAt[key] || []).map((p) => el("span", { class: `pawn pawn-${colours[p]}`, title: p, text: p[0] })),
        }));
      });
      grid.push(label(`E${r}`));
    });
    grid.push(label(""), ...s.board[0].map((_, c) => label(`S${c}`)), label(""));
    const arrows = s.arrows.map((a) => el("span", { class: `arrow ${a.banned ? "banned" : ""}`, text: TC.arrow(a.name) }));
    const found = Object.entries(s.found).map(([player, n]) => el("li", {}, s.targets_left[player] !== undefined
      ? TC.t("page.lab.found_left", { player, found: n, left: s.targets_left[player] }) : TC.t("page.lab.found", { player, found: n })));
    return el("div", { class: "labyrinth" },
      el("div", { class: "lab-board" }, grid),
      el("div", { class: "lab-side" },
        el("p", {}, TC.t("page.lab.spare_label"), TC.tile(s.spare_tile, { names: s.names })),
        el("p", { class: "small" }, TC.t("page.lab.arrows_label"), arrows),
        el("p", { text: TC.t("page.lab.phase", { phase: TC.t(`page.lab.phase.${s.phase}`) }) }), el("ul", {}, found)));
  },
};

// A Labyrinth tile: open sides as a mask (N=1, E=2, S=4, W=8), drawn as a 3x3 of corridor and wall.
TC.tile = function (tile, opts) {
  const parts = [0, tile.open & 1, 0, tile.open & 8, 1, tile.open & 2, 0, tile.open & 4, 0];
  return el("button", { class: `tile ${tile.fixed ? "fixed" : ""} ${opts.open ? "open" : ""} ${opts.mine ? "mine" : ""}`, "data-pos": opts.pos,
    disabled: !opts.open, onclick: opts.onclick, title: TC.pokemon(tile.target, opts.names) || tile.start || "" },
    el("span", { class: "corridors" }, parts.map((p) => el("i", { class: p ? "path" : "" }))),
    tile.target ? el("span", { class: "target", text: TC.pokemon(tile.target, opts.names) }) : null,
    tile.start ? el("span", { class: `start start-${tile.start}` }) : null,
    el("span", { class: "pawns" }, opts.pawns || []));
};

// A Pokémon's official name in the box's language (``names``: the Labyrinth panel's), else its own.
TC.pokemon = (name, names) => (name && names && names[name] ? TC.pick(names[name]) : name || "");

// Turn a tile's open sides a quarter clockwise, `quarters` times (as the box does).
TC.turned = function (mask, quarters) {
  for (let i = 0; i < quarters % 4; i++) mask = ((mask << 1) | (mask >> 3)) & 15;
  return mask;
};
