// Each game's panel, drawn from the public view's "state". `hooks` lets the seat page make
// parts of a panel tappable (a card slot, a maze tile); the table page passes none.
"use strict";

const el = TC.el;
const WHERE = { trash: "Trash Compactor", falcon: "Millennium Falcon", board: "on the board", plain: "a plain spot",
  force: "a Force spot", control_room: "Control Room", tractor_beam: "Tractor Beam", tie: "TIE fighter",
  base: "Rebel Base" };

TC.panels = {
  deathstar(s, view) {
    const rows = Object.entries(s.players).map(([name, p]) => el("tr", { "data-player": name },
      el("th", { text: name }),
      Object.entries(p.tokens).map(([tid, t]) => el("td", { class: `token where-${t.where}` },
        el("div", { class: "where", text: t.where === "detention"
          ? `Detention Block (${t.turns_left} turn${t.turns_left === 1 ? "" : "s"} left)`
          : WHERE[t.where === "board" ? t.spot || "board" : t.where] || t.spot || t.where }))),
      el("td", { class: "mission" }, el("span", { class: p.blueprint ? "got" : "missing", text: "Blueprint" }), " ",
        el("span", { class: p.tractor_beam ? "got" : "missing", text: "Tractor beam" })),
      el("td", { class: "falcon", text: p.hyperspace ? "Hyperspace!" : p.mission_complete ? "→ Falcon" : "" }),
      el("td", { text: p.escape_cards ? `${p.escape_cards} Escape card${p.escape_cards > 1 ? "s" : ""}` : "" })));
    const card = s.last_card;
    return el("div", { class: "deathstar" },
      el("div", { class: "spinner" }, el("span", { class: "label", text: "Spin" }),
        el("span", { class: "big", id: "last-spin", text: s.last_spin ?? "–" })),
      card ? el("div", { class: `force force-${card.force}` },
        el("b", { text: card.force === "with" ? "The Force is with you" : "The Force is against you" }),
        el("p", { text: card.text })) : null,
      el("table", { class: "tokens" }, el("thead", {}, el("tr", {}, el("th"), el("th", { text: "Leia & Luke" }),
        el("th", { text: "Han & Chewie" }), el("th", { text: "Mission" }), el("th"), el("th"))), el("tbody", {}, rows)),
      el("p", { class: "small", text: `Force deck: ${s.deck} cards · ${s.cards_drawn} drawn` }));
  },

  cards(s, view, hooks) {
    hooks = hooks || {};
    const boards = Object.entries(s.rows_scored).map(([owner, rows]) => {
      const board = (s.boards || {})[owner];
      return el("div", { class: "board", "data-board": owner },
        el("h3", {}, owner, el("span", { class: "small", text: ` · ${rows} row${rows === 1 ? "" : "s"} scored` +
          (s.hand_sizes ? ` · ${s.hand_sizes[owner]} in hand` : "") })),
        board ? ["top", "bottom"].map((row) => el("div", { class: "row" }, ["left", "op", "right"].map((slot, i) => {
          const card = board[row][i];
          const open = hooks.slot && hooks.slot(owner, row, slot);
          return el("button", { class: `slot ${card ? "filled" : "empty"} ${open ? "open" : ""}`,
            "data-slot": `${owner}/${row}/${slot}`, disabled: !open,
            onclick: open ? () => hooks.play(owner, row, slot) : null, text: card || "" });
        }))) : null);
    });
    const piles = s.mode === "deck" ? el("div", { class: "piles" },
      el("span", { class: "pile", text: `Draw pile: ${s.draw_pile}` }),
      el("span", { class: "pile discard", text: `Discard: ${s.discard_top ?? "–"} (${s.discard_pile})` }),
      el("span", { class: "pile", text: `First to ${s.target}` })) : el("p", { text: `First to ${s.target}` });
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
      `Section ${n}: ${sec.eaten} of ${sec.dots}${sec.cleared ? " ✓" : ""}`));
    const power = s.power.on ? `POWER! ${s.power.moves_left} move${s.power.moves_left === 1 ? "" : "s"} left`
      : `${4 - s.power.pellets_used} power pellet${4 - s.power.pellets_used === 1 ? "" : "s"} left`;
    const ghosts = Object.entries(s.ghosts).map(([p, gs]) => `${p}: ${gs.join(", ")}`).join(" · ");
    return el("div", { class: "pacman" }, maze, el("div", { class: "pacman-side" },
      el("p", { class: "big", text: `${s.pacman} is Pac-Man` }),
      el("p", {}, `Level ${s.level} · Lives ${"●".repeat(Math.max(0, s.lives))} · ${s.mode}`),
      el("p", { class: "power" + (s.power.on ? " on" : ""), text: power }),
      s.fruit_on_maze ? el("p", { class: "fruit", text: `Fruit on the maze: ${s.fruit_on_maze}` }) : null,
      el("p", { text: `Last roll: ${s.last_roll ?? "–"} · Dots left: ${s.dots_left}` }),
      el("p", { text: `Score ${s.score.total} (sections ${s.score.sections}, ghosts ${s.score.ghosts}, fruit ` +
        `${s.score.fruit}${s.purist ? `, dots ${s.score.dots}` : ""})` }),
      el("ul", { class: "sections" }, sections),
      s.last_ghost_card.length ? el("p", { text: "Ghosts: " + s.last_ghost_card.map((m) =>
        `${m.ghost} ${m.lost ? "(lost)" : m.spaces}`).join(", ") }) : null,
      el("p", { class: "small", text: `Ghosts played by ${ghosts}` })));
  },

  labyrinth(s, view, hooks) {
    hooks = hooks || {};
    const pawnsAt = {};
    for (const [p, pos] of Object.entries(s.pawns)) (pawnsAt[pos.join(",")] ||= []).push(p);
    const colours = Object.fromEntries(view.players.map((p, i) => [p.name, i]));
    const grid = [];
    s.board.forEach((row, r) => row.forEach((tile, c) => {
      const key = `${r},${c}`;
      const open = hooks.tile && hooks.tile(r, c);
      grid.push(TC.tile(tile, {
        pos: key, open, onclick: open ? () => hooks.move(r, c) : null,
        pawns: (pawnsAt[key] || []).map((p) => el("span", { class: `pawn pawn-${colours[p]}`, title: p, text: p[0] })),
      }));
    }));
    const arrows = s.arrows.map((a) => el("span", { class: `arrow ${a.banned ? "banned" : ""}`, text: a.name }));
    const found = Object.entries(s.found).map(([p, n]) => el("li", {},
      `${p}: ${n} found` + (s.targets_left[p] !== undefined ? `, ${s.targets_left[p]} to go` : "")));
    return el("div", { class: "labyrinth" },
      el("div", { class: "lab-board" }, grid),
      el("div", { class: "lab-side" },
        el("p", {}, "Spare tile: ", TC.tile(s.spare_tile, {})),
        el("p", { class: "small" }, "Arrows: ", arrows),
        el("p", { text: `Phase: ${s.phase}` }), el("ul", {}, found)));
  },
};

// A Labyrinth tile: open sides as a mask (N=1, E=2, S=4, W=8), drawn as a 3x3 of corridor and wall.
TC.tile = function (tile, opts) {
  const parts = [0, tile.open & 1, 0, tile.open & 8, 1, tile.open & 2, 0, tile.open & 4, 0];
  return el("button", { class: `tile ${tile.fixed ? "fixed" : ""} ${opts.open ? "open" : ""}`, "data-pos": opts.pos,
    disabled: !opts.open, onclick: opts.onclick, title: tile.target || tile.start || "" },
    el("span", { class: "corridors" }, parts.map((p) => el("i", { class: p ? "path" : "" }))),
    tile.target ? el("span", { class: "target", text: tile.target }) : null,
    tile.start ? el("span", { class: `start start-${tile.start}` }) : null,
    el("span", { class: "pawns" }, opts.pawns || []));
};

// Turn a tile's open sides a quarter clockwise, `quarters` times (as the box does).
TC.turned = function (mask, quarters) {
  for (let i = 0; i < quarters % 4; i++) mask = ((mask << 1) | (mask >> 3)) & 15;
  return mask;
};
