### Tabletop Companion: the words players read and hear, in English.
### Glossary (the source every translation follows): Pac-Dot; power pellet; ghost; Ghost card; START
###   space; peg (a sensor under the maze), peg board; spinner; Force card; Detention Block; Hyperspace;
###   token; tile, spare tile; target; row and column; buttons: spin, card, next, undo; host.
### The format is Project Fluent: docs/translators.md says how an entry is written (DE($player) for "d'ann",
### AD($player) for "ad ann", a variant [0] for none, COUNT($players) for a tie) and what the tests check.

cards-card-plus = Pac-Man (add)
cards-card-minus = Ghost (subtract)
cards-card-times = Pac-Man eating a ghost (multiply)
cards-no_cards = no cards
cards-row-top = top
cards-row-bottom = bottom
cards-where-left = left
cards-where-op = middle
cards-where-right = right
cards-space-left = left
cards-space-op = middle
cards-space-right = right
cards-rule = First to { $count } wins.
cards-rule-hard = First to { $count } wins, hard variant: ghost rows can go negative.
cards-scorekeeper = Keeping score for { $players }. { $rule }
cards-scorekeeper-say = Keeping score. { $rule }
cards-deal =
    { $count ->
        [one] { $dealer } deals { $count } card each. { $rule }
       *[other] { $dealer } deals { $count } cards each. { $rule }
    }
cards-deal-say = Cards dealt. { $rule }
cards-turn = { $player }'s turn.
cards-turn-say = { $player }, your turn.
cards-play =
    { $player } plays { $card ->
        [plus] a plus card
        [minus] a minus card
        [times] a times card
        [8] an 8
       *[other] a { $card }
    } { $own ->
        [yes] on their own { $row } row
       *[other] on { $board }'s { $row } row
    }, { $where }.
cards-which_row = { $board }'s { $row } row
cards-any_row = { $board }'s row
cards-row_scored =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } scores { $count } point, total { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } scores { $count } points, total { $total }.
    }
cards-row_scored-say =
    { $count ->
        [one] { $player } scores { $count } point. Total { $total }.
       *[other] { $player } scores { $count } points. Total { $total }.
    }
cards-row_floored = { $where }: { $left } − { $right } goes below zero and counts as 0; { $player } scores nothing, total { $total }.
cards-row_lost =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } loses { $count } point, total { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } loses { $count } points, total { $total }.
    }
cards-row_lost-say =
    { $count ->
        [one] { $player } loses { $count } point. Total { $total }.
       *[other] { $player } loses { $count } points. Total { $total }.
    }
cards-winner = { $player } reaches { $count } and wins!
cards-winner-say =
    { $count ->
        [one] { $player } wins with { $count } point!
       *[other] { $player } wins with { $count } points!
    }
cards-discard =
    { $player } cannot play and discards { $card ->
        [plus] a plus card
        [minus] a minus card
        [times] a times card
        [8] an 8
       *[other] a { $card }
    }.
cards-discard-say = { $player } discards.
cards-draw = { $player } draws a card.
cards-reshuffle =
    { $count ->
        [one] The discard pile is shuffled into a new draw pile of { $count } card.
       *[other] The discard pile is shuffled into a new draw pile of { $count } cards.
    }
cards-reshuffle-say = Reshuffling.
cards-hand = { $player }'s hand: { $cards }.
cards-hand-say = { $player }, your cards: { $cards }.
cards-over = the game is over: { $winner } won
cards-scorekeeper_only = in scorekeeper mode tell the box each completed row: score player=NAME left=N op=+|-|x right=N (not '{ $action }')
cards-unknown_action = unknown action '{ $action }' (play, discard, show-hand, score)
cards-no_player = no player named '{ $player }' ({ $players })
cards-not_your_turn = it is { $current }'s turn, not { $player }'s
cards-needs_card = { $action } needs card=<0, 1, 5, 10, +, - or x>
cards-no_such_card = { $player } holds no '{ $card }' card
cards-no_board = no board of '{ $board }' ({ $players })
cards-bad_row = row='{ $row }': use top or bottom
cards-number_slot = a number card goes on the left or right space, not '{ $slot }'
cards-picture_slot = a picture card goes on the middle space
cards-space_taken = { $board }'s { $row } row already has { $card } on its { $slot } space
cards-must_play = { $player } can still play a card; discarding is only for a hand that fits nowhere
cards-deck_scores = in deck mode the box scores rows itself; 'score' is for mode=scorekeeper
cards-score_needs_player = score needs player=NAME ({ $players })
cards-score_unknown_player = no player named '{ $player }': score needs player=NAME ({ $players })
cards-score_needs_op = score needs op=+, op=- or op=x
cards-no_number_card = no number card shows { $value } (the deck has { $faces })
cards-needs_number = { $action } needs { $key }=<whole number>
cards-out_of_range = { $key }={ $value }: expected { $low } to { $high }
list-and = { $rest } and { $last }
list-or = { $rest } or { $last }
list-typed = '{ $word }'
list-comma = {", "}
## The Death Star's two token pairs (each moves as one): their names, on a button and in a sentence; a sentence
## treats each pair as plural (German: .gender = plural, one form for every gender).
-deathstar-token-1 = Leia and Luke
    .gender = neuter
-deathstar-token-2 = Han and Chewbacca
    .gender = neuter
## The Death Star's spaces. Their own form: the label on a button and in the list of tokens; "at": where
## a token lands; "choice": a phone's button for where it landed.
-deathstar-spot-plain =
    { $form ->
       *[label] Plain spot
        [at] on a plain spot
        [choice] on a plain spot
    }
    .gender = neuter
-deathstar-spot-force =
    { $form ->
       *[label] Force spot
        [at] on a Force spot
        [choice] on a Force spot (draw a card)
    }
    .gender = neuter
-deathstar-spot-control_room =
    { $form ->
       *[label] Control Room
        [at] in the Control Room
        [choice] in the Control Room
    }
    .gender = neuter
-deathstar-spot-tractor_beam =
    { $form ->
       *[label] Tractor Beam
        [at] at the Tractor Beam
        [choice] at the Tractor Beam
    }
    .gender = neuter
-deathstar-spot-falcon =
    { $form ->
       *[label] Millennium Falcon
        [at] on the Millennium Falcon
        [choice] on the Millennium Falcon
    }
    .gender = neuter
-deathstar-spot-trash =
    { $form ->
       *[label] Trash Compactor
        [at] in the Trash Compactor
        [choice] in the Trash Compactor
    }
    .gender = neuter
-deathstar-spot-tie =
    { $form ->
       *[label] TIE fighter
        [at] on a TIE fighter
        [choice] on a TIE fighter
    }
    .gender = neuter
-deathstar-spot-base =
    { $form ->
       *[label] Rebel Base
        [at] at the Rebel Base
        [choice] at the Rebel Base
    }
    .gender = neuter
deathstar-where-trash = still in the Trash Compactor
deathstar-where-board = on the board
deathstar-where-detention = in the Detention Block
deathstar-where-falcon = aboard the Falcon
deathstar-reason-spun_3 = spun a 3
deathstar-reason-escape_card = Escape card
deathstar-reason-served =
    { $count ->
        [one] { $count } turn served
       *[other] { $count } turns served
    }
deathstar-reason-bumped = bumped by { $player }
deathstar-reason-force_card = Force card
deathstar-outcome-WIN = WIN
deathstar-outcome-LOSE = LOSE
deathstar-card-blueprint = a Death Star blueprint
deathstar-card-tractor_beam = a tractor-beam card
deathstar-start = Spin for the turn order: { $players }. Highest goes first.
deathstar-start-say = Everyone spins for the turn order. { $player }, spin.
deathstar-spin = { $player } spins { $value }.
deathstar-spin-say = { $player }, { $value }.
deathstar-no_move = { $player } has no token that can move.
deathstar-no_move-say = No token can move.
deathstar-order_spin = { $player } spins { $value } for the turn order.
deathstar-tie = { $players } tie on { $value }: spin again.
deathstar-tie-say = { $players } tie. Spin again, { $player }.
deathstar-order = Turn order: { $order }.
deathstar-order-say = { $player } goes first.
deathstar-dogfight_spin = { $player } spins { $outcome } in the dogfight.
deathstar-dogfight_spin-say = Dogfight: { $outcome }!
deathstar-dogfight-won = { $player } wins the dogfight: move one space forward or diagonally.
deathstar-dogfight-won-say = Dogfight won: one space forward.
deathstar-dogfight-lost = { $player } loses the dogfight: back to the Millennium Falcon.
deathstar-dogfight-lost-say = Dogfight lost: back to the Falcon.
deathstar-land = { $player }: { $token } land { FORM($spot, "at") }.
deathstar-land-hyperspace = { $player }: in Hyperspace, both tokens land { FORM($spot, "at") }.
deathstar-falcon = { $player }: { $token } are aboard the Falcon; Force cards no longer touch them.
deathstar-falcon-say = { $token } reach the Falcon.
deathstar-hyperspace = { $player } has both tokens aboard: into Hyperspace!
deathstar-hyperspace-say = { $player }, into Hyperspace!
deathstar-dogfight-started = { $player } meets a TIE fighter: spin for the dogfight.
deathstar-dogfight-started-say = TIE fighter! Spin for the dogfight.
deathstar-winner = { $player } reaches the Rebel Base and wins!
deathstar-winner-say = { $player } escapes from the Death Star and wins!
deathstar-extra_turn = { $player } spins again.
deathstar-extra_turn-say = { $player }, spin again.
deathstar-lose_turn = { $player } loses this turn.
deathstar-turn = { $player }'s turn.
deathstar-turn-say = { $player }, your turn.
deathstar-detention-in = { $player }: { $token } go to the Detention Block ({ $reason }).
deathstar-detention-in-escape_card = { $player }: { $token } go to the Detention Block ({ $reason }). { $player } holds an Escape card and may play it any time.
deathstar-detention-out = { $player }: { $token } leave the Detention Block ({ $reason }).
deathstar-mission = { $player } takes { $card }.
deathstar-mission-complete = { $player } takes { $card }. Mission complete: head for the Falcon.
deathstar-force_card-with = { $player } draws a Force card for { $token }: “The Force is with you. { $text }”
deathstar-force_card-with-say = The Force is with you. { $text }
deathstar-force_card-against = { $player } draws a Force card for { $token }: “The Force is against you. { $text }”
deathstar-force_card-against-say = The Force is against you. { $text }
deathstar-over = the game is over: { $player } escaped
deathstar-unknown_action = unknown action '{ $action }' for Escape from Death Star (spin, card, land, bump, escape, end)
deathstar-order_first = first spin for the turn order ({ $player } spins next)
deathstar-not_your_turn = it is { $current }'s turn, not { $player }'s
deathstar-spins_now = { $current } spins now, not { $player }
deathstar-moved = { $player } has made this spin's move: end the turn, or the next player spins
deathstar-must_spin = { $player } must spin first
deathstar-must_dogfight = { $player } must finish the dogfight first
deathstar-cannot_move = { $token } cannot move now ({ $where })
deathstar-no_split = a move may not be split between the two tokens
deathstar-falcon_no_force = tokens on the Millennium Falcon are no longer affected by Force cards
deathstar-hyperspace_spot = in Hyperspace a token lands on { $spots }, not '{ $spot }'
deathstar-unknown_spot = unknown spot '{ $spot }': use { $spots }
deathstar-unknown_spot-hyperspace = unknown spot '{ $spot }': use { $spots } ('tie' and 'base' are in Hyperspace)
deathstar-needs-both = { $player } needs the blueprint and the tractor-beam card before boarding the Falcon
deathstar-needs-blueprint = { $player } needs the blueprint before boarding the Falcon
deathstar-needs-tractor_beam = { $player } needs the tractor-beam card before boarding the Falcon
deathstar-no_bump_hyperspace = in Hyperspace there are no tokens to bump
deathstar-bump_target = bump needs target=NAME, whose token was landed on (one of { $players })
deathstar-bump_self = a token cannot land on itself
deathstar-not_open = { $token } of { $owner } cannot be bumped ({ $where })
deathstar-escape_player = escape needs player=NAME
deathstar-no_escape_card = { $player } holds no Escape from Detention Block card
deathstar-not_detained = { $owner }'s { $token } are not in the Detention Block
deathstar-token_which = say which token: token=1 (Leia and Luke) or token=2 (Han and Chewbacca)
deathstar-token_unknown = unknown token '{ $word }': use 1 (Leia and Luke) or 2 (Han and Chewbacca)
-labyrinth-shape-straight =
    { $form ->
       *[label] straight
        [a] a straight
    }
    .gender = neuter
-labyrinth-shape-corner =
    { $form ->
       *[label] corner
        [a] a corner
    }
    .gender = neuter
-labyrinth-shape-tee =
    { $form ->
       *[label] tee
        [a] a tee
    }
    .gender = neuter
labyrinth-legend = Pokémon: { $items }.
labyrinth-legend-item = { $pokemon } ({ $at })
labyrinth-legend-spare = { $pokemon } on the spare tile
labyrinth-deal =
    { $count ->
        [one] Each player gets { $count } target.
       *[other] Each player gets { $count } targets.
    }
labyrinth-deal-glow =
    { $count ->
        [one] Each player gets { $count } classic target and { $glow }.
       *[other] Each player gets { $count } classic targets and { $glow }.
    }
labyrinth-glow_targets =
    { $count ->
        [one] { $count } glow target
       *[other] { $count } glow targets
    }
labyrinth-setup =
    Lay the maze like this (@ marks the fixed tiles, * a Pokémon, r b g y the start colours: red, blue, green, yellow; spare tile: { FORM($shape, "a") }):
    { $board }
    { $legend }
    { $deal }
labyrinth-setup-say = The maze is set. Targets are dealt.
labyrinth-day = Day: hunt your classic Pokémon in order.
labyrinth-day-say = Day begins.
labyrinth-insert = { $player } slides the tile in at { $arrow }{ $turned }.{ $pushed }
labyrinth-insert-say = { $arrow }.
labyrinth-turned =
    { $count ->
        [one] { " " }(turned { $count } time)
       *[other] { " " }(turned { $count } times)
    }
labyrinth-pushed = { " " }{ $players } pushed off: back on the new tile.
labyrinth-move = { $player } moves to { $to }.
labyrinth-move-stay = { $player } stays on { $to }.
labyrinth-cell = row { $row }, column { $column }
labyrinth-cell-short = { $row }/{ $column }
labyrinth-side-N = N{ $n }
labyrinth-side-S = S{ $n }
labyrinth-side-E = E{ $n }
labyrinth-side-W = W{ $n }
labyrinth-left =
    { $count ->
        [0] none to go
       *[other] { $count } to go
    }
labyrinth-all_found = all found: back to your start
labyrinth-found = { $player } finds { $pokemon }! ({ $rest })
labyrinth-found-say = { $player } finds { $pokemon }!
labyrinth-winner = { $player } found every Pokémon and is home: { $player } wins!
labyrinth-winner-say = { $player } wins!
labyrinth-night = { $player } ends the day. Lights off: night! Hunt your glow Pokémon in any order.
labyrinth-night-say = Lights off. Night falls!
labyrinth-end = { $player } is home with every glow Pokémon and turns a reward coin: { $coin }.
labyrinth-end-say = The night is over. { $player } wins a coin worth { $coin }.
labyrinth-score = { $player } { $points }
labyrinth-glow_winner =
    { $count ->
        [one] Scores: { $scores }. { $players } wins!
       *[other] Scores: { $scores }. { $players } win!
    }
labyrinth-glow_winner-say =
    { $count ->
        [one] { $players } wins!
       *[other] { $players } win!
    }
labyrinth-spare_tile = the spare tile
labyrinth-target = { $player }'s target: { $pokemon } (on { $where }).
labyrinth-target-spare = { $player }'s target: { $pokemon } (on the spare tile).
labyrinth-no_target = { $player } has no hidden target now.
labyrinth-reach =
    { $count ->
        [one] { $player } can reach { $count } tile: { $tiles }.{ $more }
       *[other] { $player } can reach { $count } tiles: { $tiles }.{ $more }
    }
labyrinth-reach-hint = { " " }(do reach board=yes draws them.)
labyrinth-reach-board =
    { "" }
    { $board }
    + reachable, ! reachable with a Pokémon, * a Pokémon out of reach
labyrinth-turn = { $player }'s turn: slide the spare tile in, then move.
labyrinth-turn-say = { $player }, your turn.
labyrinth-bad_pos = to={ $text }: give ROW,COL, e.g. to=3,4
labyrinth-pos_range = to={ $text }: rows and columns go from 0 to { $last }
labyrinth-over =
    { COUNT($players) ->
        [one] the game is over: { $players } won
       *[other] the game is over: { $players } won
    }
labyrinth-unknown_action = unknown action '{ $action }' (insert, move, found, home, show-target, reach)
labyrinth-not_your_turn = it is { $current }'s turn, not { $player }'s
labyrinth-inserted = { $player } has inserted the tile: now move (or move to your own tile to stay)
labyrinth-bad_arrow = arrow={ $arrow }: use { $arrows }
labyrinth-banned = the tile was just pushed out at { $arrow }: it may not go straight back in there
labyrinth-bad_rotation = rotation=0, 1, 2 or 3 quarter turns clockwise
labyrinth-insert_first = { $player } must slide the spare tile in first (insert arrow=A rotation=R)
labyrinth-unreachable = { $player } cannot reach { $to } from { $at }: no open corridor
labyrinth-needs_player = { $action } needs player=NAME ({ $players })
labyrinth-night_which = at night say which glow Pokémon: pokemon=NAME, one of { $names }
labyrinth-none_left = none left
labyrinth-pokemon_day = pokemon= is for the night, when glow Pokémon are found in any order
labyrinth-no_target_left = { $player } has no target left: go home
labyrinth-not_on_target = { $player }'s pawn is not on that Pokémon's tile
labyrinth-not_home = { $player }'s pawn is not on its starting corner
labyrinth-still_hunting = { $player } still has Pokémon to find
labyrinth-reach_board = reach takes board=yes to draw the board too
labyrinth-setup_cmd =
    Pokémon Labyrinth set-up, seed { NUMBER($seed, useGrouping: 0) } (@ fixed tiles, * a Pokémon, r b g y the start colours; spare tile: { FORM($shape, "a") }):
    { $board }
    { $legend }
labyrinth-setup_cmd-png = Wrote the picture to { $path }.
pacman-next_pacman = { $player } is Pac-Man (dice: { $dice }). Ghosts: { $ghosts }.
pacman-dice_round =
    { $count ->
        [0] { $rolls }
       *[other] tie-break: { $rolls }
    }
pacman-next_pacman-say = { $player } is Pac-Man. { $ghosts }.
pacman-controls = { $player } ({ $ghosts })
pacman-mode-arcade = arcade mode, 3 lives
pacman-mode-normal = one life
pacman-game_start = { $player }'s game starts at level { $level } ({ $mode }). Points: 800 for each section cleared of its dots (all four clear the level), 200 a ghost eaten while powered, fruit 100, 200, 500. Pac-Man moves first.
pacman-game_start-say = { $player }, ready! Pac-Man moves first.
pacman-over =
    { COUNT($players) ->
        [one] the match is over: { $players } won
       *[other] the match is over: { $players } won
    }
pacman-unknown_action = unknown action '{ $action }' (peg, roll, power, ghost, fruit, caught, card, next, confirm)
pacman-press_next = { $player }'s game is over: press next for the next Pac-Man
pacman-pegs_not_up =
    { $count ->
        [one] This peg is still down: { $spaces }. Push it up to eat that dot.
       *[other] These pegs are still down: { $spaces }. Push them up to eat those dots.
    }
pacman-pegs_not_up-say =
    { $count ->
        [one] { $count } peg is still down: { $first }.
       *[other] { $count } pegs are still down: { $first }.
    }
pacman-not_peg = '{ $space }' is not a peg space of the maze
pacman-peg_state = 'peg' needs state=down or state=up
pacman-dispute_dropped = The peg at { $space } is up again: that dot stays uneaten.
pacman-none = none
pacman-confirm_by_other = { $player } cannot confirm their own dots: another player or the host does
pacman-no_dispute = no disputed dot at '{ $space }' (disputed now: { $held })
pacman-progress = { " " }(section { $section }: { $eaten } of { $dots })
pacman-dot = { $player } eats the dot at { $space }{ $progress }.
pacman-section_cleared =
    { $count ->
        [one] Section { $section } cleared: { $count } point, { $score } in all.
       *[other] Section { $section } cleared: { $count } points, { $score } in all.
    }
pacman-section_cleared-say =
    { $count ->
        [one] Section { $section } cleared! { $count } point.
       *[other] Section { $section } cleared! { $count } points.
    }
pacman-level_cleared = Level { $done } cleared! Push every peg back up and reset the pawns: level { $level }, Pac-Man moves first.
pacman-level_cleared-say = Level cleared! On to level { $level }.
pacman-rolled = Pac-Man has rolled this turn: flip the ghost card (the card button) for the ghosts' turn
pacman-power_done = the three power moves are done: flip the ghost card (the card button)
pacman-power_roll =
    { $count ->
        [0] Power move: { $die }. That was the last power move.
        [one] Power move: { $die }. { $count } power move left.
       *[other] Power move: { $die }. { $count } power moves left.
    }
pacman-power_roll-say = Power move, { $die }.
pacman-roll = { $player } rolls { $a } + { $b } + { $c } = { $total }.
pacman-roll-say = { $total }.
pacman-already_powered = Pac-Man is already powered up
pacman-power_roll_first = Pac-Man reaches a power pellet by moving onto it: roll and move first
pacman-pellets_used = all four power pellets have been used on this level
pacman-power_on =
    { $count ->
        [one] Power pellet! { $player } now makes { $count } move of one die and can eat ghosts.
       *[other] Power pellet! { $player } now makes { $count } moves of one die and can eat ghosts.
    }
pacman-power_on-say =
    { $count ->
        [one] Power pellet! { $count } power move.
       *[other] Power pellet! { $count } power moves.
    }
pacman-ghost_not_powered = Pac-Man can only eat ghosts during the three power moves
pacman-ghost_roll_first = Pac-Man eats a ghost by moving onto it: roll for the power move first
pacman-ghosts_all_eaten = all four ghosts have been eaten during this power
pacman-ghost_eaten =
    { $count ->
        [one] { $player } eats a ghost: { $count } point. Its eyes go back to the cage.
       *[other] { $player } eats a ghost: { $count } points. Its eyes go back to the cage.
    }
pacman-ghost_eaten-say = Ghost eaten! { $points }.
pacman-no_fruit = there is no fruit on the maze
pacman-fruit_roll_first = Pac-Man eats the fruit by moving over it: roll first
-pacman-fruit-cherries =
    { $form ->
       *[the] the cherries
        [label] cherries
    }
    .gender = neuter
-pacman-fruit-strawberry =
    { $form ->
       *[the] the strawberry
        [label] strawberry
    }
    .gender = neuter
-pacman-fruit-orange =
    { $form ->
       *[the] the orange
        [label] orange
    }
    .gender = neuter
pacman-fruit_eaten =
    { $count ->
        [one] { $player } eats { $fruit }: { $count } point.
       *[other] { $player } eats { $fruit }: { $count } points.
    }
pacman-fruit_eaten-say =
    { $count ->
        [one] Fruit! { $count } point.
       *[other] Fruit! { $count } points.
    }
pacman-caught_powered = Pac-Man is powered: a ghost he meets is eaten, he is not caught
pacman-caught_roll_first = nobody is caught before Pac-Man has moved: roll first
pacman-caught = { $player } is caught!
pacman-caught-say = Caught!
pacman-life_lost =
    { $count ->
        [0] { $player } loses the last life. All pawns back to the start; the dots stay.
       *[other] { $player } loses a life: { $count } left. All pawns back to the start; the dots stay.
    }
pacman-life_lost-say =
    { $count ->
        [0] No lives left.
        [one] { $count } life left.
       *[other] { $count } lives left.
    }
pacman-parts = sections { $sections }, ghosts { $ghosts }, fruit { $fruit }
pacman-parts-purist = dots { $dots }, sections { $sections }, ghosts { $ghosts }, fruit { $fruit }
pacman-game_over =
    { $count ->
        [0] Game over for { $player }: no dots eaten, score { $score } ({ $parts }).
        [one] Game over for { $player }: { $count } dot eaten, score { $score } ({ $parts }).
       *[other] Game over for { $player }: { $count } dots eaten, score { $score } ({ $parts }).
    }
pacman-game_over-say = Game over. { $player } scores { $score }.
pacman-next_turn = Reset the board and press next for the next Pac-Man.
pacman-next_turn-say = Press next for the next Pac-Man.
pacman-winner =
    { $count ->
        [one] { $players } wins with a score of { $score }!
       *[other] { $players } share the win with a score of { $score }!
    }
pacman-next_under_way = the game is under way: next starts the next Pac-Man's game once this one is over
pacman-power_left =
    { $count ->
        [0] no power moves left: turn the Ghost card (the card button)
        [one] { $count } power move left: roll first
       *[other] { $count } power moves left: roll first
    }
pacman-power_off = The power wears off.
pacman-power_off-say = Power's over.
pacman-pacman_turn = it is Pac-Man's turn: roll and move before the ghosts' turn
pacman-reshuffle = The ghost deck is reshuffled ({ $cards }).
pacman-fruit_card = A fruit card, but no fruit to place: draw again.
pacman-fruit_placed =
    { $count ->
        [one] Fruit card: put { $fruit } on START ({ $count } point). Draw again for the ghosts.
       *[other] Fruit card: put { $fruit } on START ({ $count } points). Draw again for the ghosts.
    }
pacman-fruit_placed-say = Fruit! Put { $fruit } on the START space.
pacman-ghost_move = { $ghost } { $spaces }
pacman-no_ghost_moves = No ghost moves
pacman-lost_move =
    { $count ->
        [one] { " " }({ $ghosts } loses his move: Blinky opens the cage)
       *[other] { " " }({ $ghosts } lose their move: Blinky opens the cage)
    }
pacman-ghost_card = Ghosts move: { $moves }{ $lost }.
pacman-ghost_card-none = No ghost moves{ $lost }.
pacman-ghost_card-say = { $said }.{ $lost }
pacman-referee-too_far =
    { $count ->
        [one] Referee: the peg at { $space } is { $count } step into a move of { $allowed }.{ $tail }
       *[other] Referee: the peg at { $space } is { $count } steps into a move of { $allowed }.{ $tail }
    }
pacman-referee-too_far-say = Too far for that roll: { $space }.{ $say_tail }
pacman-referee-no_path = Referee: the peg at { $space } is not on one path with the rest of this move (a jump, or a wall in between).{ $tail }
pacman-referee-no_path-say = That dot is not on Pac-Man's path: { $space }.{ $say_tail }
pacman-referee-not_moving = Referee: the peg at { $space } went down while Pac-Man has no move (roll first).{ $tail }
pacman-referee-not_moving-say = Pac-Man is not moving now: { $space }.{ $say_tail }
pacman-referee-held = { " " }Held as disputed: confirm space={ $space } to count it, or lift the peg.
pacman-referee-counted = { " " }Counted anyway.
pacman-referee-held-say = { " " }Confirm, or lift the peg.
title-deathstar = Escape from Death Star
title-cards = PAC-MAN card game
title-pacman = PAC-MAN board game
title-labyrinth = Pokémon Labyrinth
standing-score = { $player } { $points }
standing-scores = Scores: { $scores }.
standing-scores_turn = Scores: { $scores }. { $player }'s turn.
standing-scores_won =
    { COUNT($players) ->
        [one] Scores: { $scores }. { $players } won.
       *[other] Scores: { $scores }. { $players } won.
    }
standing-turn = { $player }'s turn.
standing-won =
    { COUNT($players) ->
        [one] { $players } won.
       *[other] { $players } won.
    }
standing-nothing = No scores yet.
controller-new_game = New game #{ NUMBER($id, useGrouping: 0) } of { $title }: { $players } (seed { NUMBER($seed, useGrouping: 0) }).
controller-resuming =
    { $count ->
        [one] Resuming unfinished game #{ NUMBER($id, useGrouping: 0) } of { $title } ({ $players }) after { $count } action. { $standing } (--new starts afresh.)
       *[other] Resuming unfinished game #{ NUMBER($id, useGrouping: 0) } of { $title } ({ $players }) after { $count } actions. { $standing } (--new starts afresh.)
    }
controller-set_aside = Could not resume game #{ NUMBER($id, useGrouping: 0) } ({ $problem }): set aside. { $then }
controller-log_damaged = The database's write-ahead log was damaged while the box was off: the last moves before it stopped are lost; check the board against the box (undo or do them again). { $then }
journal-disk_full = The memory card is full: the box cannot open its game and scores. Free some space in { $folder } ({ $count } KiB free) and start the box again; nothing was changed, the game and the scores are kept.
controller-abandoned = Abandoned unfinished game #{ NUMBER($id, useGrouping: 0) }. { $then }
controller-summary =
    { COUNT($winners) ->
        [one] Summary: { $players }. Winner: { $winners }.
       *[other] Summary: { $players }. Winners: { $winners }.
    }
controller-no_winner = none yet
controller-private = (a private message for { $player })
controller-private-take = --- { $player }, take the box; everyone else look away; press Enter ---
controller-private-only = --- for { $player }'s eyes only ---
controller-private-hide = --- press Enter to hide ---
controller-undone = Undone: { $action }.
controller-final = Final scores: { $scores }.
act-undo = undo the last move
act-status = hear the scores
act-deathstar-spin = spin
act-deathstar-card = draw a Force card
act-deathstar-land = say where the token landed
act-deathstar-bump = bump a token
act-deathstar-escape = escape from detention
act-deathstar-end = end the turn
act-cards-play = play a card
act-cards-discard = discard
act-cards-show_hand = see the hand
act-cards-score = score a row
act-pacman-peg = move a peg
act-pacman-confirm = confirm a move
act-pacman-roll = roll the dice
act-pacman-power = take a power pellet
act-pacman-ghost = eat a ghost
act-pacman-fruit = eat the fruit
act-pacman-caught = say Pac-Man is caught
act-pacman-card = turn a Ghost card
act-pacman-next = call the next Pac-Man
act-labyrinth-insert = slide the tile in
act-labyrinth-move = move
act-labyrinth-found = say a target is found
act-labyrinth-home = say the pawn is home
act-labyrinth-show_target = see the target
act-labyrinth-reach = see where the pawn can go
button-spin = spin
button-card = card
button-next = next
button-undo = undo
player-default = player{ $n }
cli-argparse-choice = argument { $argument }: { $value } is not one of { $choices }
cli-argparse-one = argument { $argument } needs a value
cli-argparse-not_with = { $argument } cannot go with { $other }
cli-argparse-invalid_value = argument { $argument }: { $value } is not a valid value
cli-argparse-argument = argument { $argument }: { $message }
cli-argparse-required = these are needed: { $arguments }
cli-argparse-unrecognized = unknown arguments: { $arguments }
controller-no_sound = no sound device ({ $reason }): the box keeps running silently
controller-status = { $standing }
controller-undo_over = the game is over; start a new one instead of undoing
controller-undo_nothing = nothing to undo
controller-undo_journal = cannot undo while the journal cannot be written
controller-button_press = a press of button '{ $button }' does nothing in this game
controller-button_press-hint = a press of button '{ $button }' does nothing in this game; hold it to { $action }
controller-button_hold = a hold of button '{ $button }' does nothing in this game
controller-button_hold-hint = a hold of button '{ $button }' does nothing in this game; press it to { $action }
controller-internal_error = internal error while handling { $item }
controller-board_fault = Peg board: { $reason }; its pegs are ignored until it says a possible size.
controller-board_unplugged = Peg board ({ $port }): unplugged; its pegs are not read until it is back.
controller-board_unplugged-say = The peg board is unplugged.
controller-board_back = Peg board ({ $port }): back; its pegs are read again, as they stand now.
controller-board_back-say = The peg board is back.
controller-peg_fault = Peg sensor { $cell }{ $space }: { $fault }.
controller-peg_ambiguous = ambiguous (perhaps a false contact through three other pegs? check the diodes)
controller-peg_not_wired = peg sensor { $cell } is not wired to a space of this game
controller-unknown_action = unknown action '{ $action }' for { $title } ({ $known })
controller-extra_words = { $action } does not take { $extra } (it takes { $takes })
controller-no_words = { $action } does not take { $extra } (it takes no words)
controller-stale = a new game has started: claim your seat again
controller-other_seat = this phone plays for { $seat }, not { $player }
controller-host_undo = only the host may undo
controller-pegs_from_the_board = the peg board reports the dots: a phone cannot
controller-not_yours = it is { $actor }'s to do now, not { $seat }'s
controller-no_new_game = this box cannot start a new game here
controller-moved_aside = The database could not be used and was moved aside to { $path }.
controller-web_name = web: on phones that know this box's name, also { $url }seat
controller-web = web: the table page is at { $url } ; phones join at { $url }seat ; host code { $code }
controller-join = To join on your phone, open { $where }.
controller-port = { $host }, port { $port }
controller-pages_stay = The pages stay up until Ctrl-C (or SIGTERM).
controller-prompt = Type inputs as in a script ({ $keys }), or do <action> [key=value ...], wait <seconds>. 'help' lists the actions; Ctrl-D quits.
controller-needs_simulate = '{ $verb }' needs simulated buttons (run with --simulate)
controller-hold_late = 'hold { $button }': the hold was not reported in time
controller-no_peg_board = 'peg { $space }': this game has no peg board
controller-action-undo = take back the last action
controller-action-status = say the scores and whose turn it is (changes nothing)
scores-none = No finished games yet.
scores-wins = Wins
scores-high = High scores
scores-standard = standard
scores-recent = Recent plays (local time)
scores-won_by = won by { $players }
scores-no_winner = no winner
scores-at = { "  " }at { $box }
scores-wrote =
    { $count ->
        [0] No plays to write: { $path } is empty.
        [one] Wrote { $count } play to { $path }.
       *[other] Wrote { $count } plays to { $path }.
    }
scores-moved_aside-unreadable = A damaged database was moved aside: { $path }; it cannot be read any more.
scores-moved_aside =
    { $count ->
        [one] A damaged database was moved aside: { $path }; it holds { $count } finished game (companion scores --from { $path } shows it).
       *[other] A damaged database was moved aside: { $path }; it holds { $count } finished games (companion scores --from { $path } shows them).
    }
help-line = { "  " }do { $action }: { $doc }
help-deathstar-spin = spin the spinner for whoever must spin now (turn order, a move, a dogfight); during a turn that has already spun, ends it and spins for the next player (one spin is one landing: land, bump or card)
help-deathstar-card = draw a Force card for the token that moved ([token=1|2])
help-deathstar-land = a token landed: token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, or in Hyperspace spot=plain|tie|base
help-deathstar-bump = the moving token landed on another: target=NAME token=1|2 goes to the Detention Block and the mover stands on its spot [mover=1|2]
help-deathstar-escape = play a kept Escape card: [player=NAME] [token=1|2]
help-deathstar-end = end the turn without spinning for the next player
help-cards-play = play a card from your hand: card=0|1|5|10|+|-|x board=NAME row=top|bottom [slot=left|right for numbers] [player=NAME]
help-cards-discard = a hand that fits nowhere: discard card=C, draw, and the turn ends [player=NAME]
help-cards-show_hand = show your own hand, at your turn, to you only [player=NAME: must be whose turn it is]
help-cards-score = mode=scorekeeper: a completed row, player=NAME left=N op=+|-|x right=N
help-pacman-peg = a peg sensor changed: space=ID state=down|up (from the peg board, or typed)
help-pacman-confirm = count a dot the strict move referee holds as disputed: space=ID
help-pacman-roll = roll the 3 dice for Pac-Man (during the power moves: one die)
help-pacman-power = Pac-Man moved onto a power pellet: three one-die power moves follow
help-pacman-ghost = Pac-Man ate a ghost (only during the power moves): 200 points
help-pacman-fruit = Pac-Man ate the fruit on the maze
help-pacman-caught = a ghost caught Pac-Man
help-pacman-card = the ghosts' turn: flip the next ghost card
help-pacman-next = start the next Pac-Man's game (after a game over)
help-labyrinth-insert = slide the spare tile in: arrow=N1|N3|N5|S1|S3|S5|W1|W3|W5|E1|E3|E5 rotation=0-3
help-labyrinth-move = move your pawn along open corridors: to=ROW,COL (your own tile: stay) [player=NAME]
help-labyrinth-found = a target found when the box is not tracking pawns: player=NAME [pokemon=NAME at night]
help-labyrinth-home = back at the start when the box is not tracking pawns: player=NAME
help-labyrinth-show_target = show a player's current target to that player only: player=NAME
help-labyrinth-reach = which tiles (ROW,COL) can this pawn reach now? [player=NAME] [board=yes to draw them]
page-now-won =
    { COUNT($players) ->
        [one] { $players } won!
       *[other] { $players } won!
    }
page-now-over = The game is over.
page-now-turn = { $player }'s turn
page-now-deathstar-order = { $player }: spin for the turn order
page-now-deathstar-dogfight = { $player }: spin for the dogfight
page-now-deathstar-move = { $player }: move { $spin } and say where the token landed
page-now-deathstar-move_dogfight = { $player }: move one space forward or diagonally and say where the token landed
page-now-deathstar-landed = { $player }: end the turn
page-now-deathstar-spin = { $player }: spin
page-now-cards-scorekeeper = Tell the box each completed row
page-now-cards-play = { $player }: play a card
page-now-labyrinth-insert = { $player }: slide the spare tile in
page-now-labyrinth-move = { $player }: move your pawn
page-now-pacman-next = Next Pac-Man: press next
page-now-pacman-card = { $player }: move { $roll }, then turn a ghost card
page-now-pacman-roll = { $player } (Pac-Man): roll the dice
page-connecting = Connecting to the box…
page-live = live
page-reconnecting = Offline: reconnecting to the box…
page-offline = offline
page-box_away = the box did not answer: try again when it is back
page-box_answered = the box answered { $status }
page-table-title = Tabletop Companion — the table
page-table-qr = QR code to join
page-table-join = Join on your phone:
page-recent = What happened
page-done = Done.
page-refused = refused ({ $status })
page-where-board = on the board
page-where-detention =
    { $count ->
        [0] Detention Block (leaves on the next turn)
        [one] Detention Block ({ $count } turn left)
       *[other] Detention Block ({ $count } turns left)
    }
page-ds-blueprint = Blueprint
page-ds-tractor_beam = Tractor beam
page-ds-hyperspace = Hyperspace!
page-ds-to_falcon = → Falcon
page-ds-escape_cards =
    { $count ->
        [0] no Escape card
        [one] { $count } Escape card
       *[other] { $count } Escape cards
    }
page-ds-spin = Spin
page-ds-last_spin = Spun
page-ds-force_with = The Force is with you
page-ds-force_against = The Force is against you
page-ds-mission = Mission
page-ds-deck = Force deck: { $deck } left · { $drawn } drawn
page-ds-spin_dogfight = Spin for the dogfight
page-ds-end = End my turn
page-ds-which_token = Which token moved?{ " " }
page-ds-landed_on = Where did it land?
page-ds-landed_on_token = Landed on a token:{ " " }
page-ds-owner_token = { $owner }'s { $token }
page-ds-play_escape = Play my Escape card
page-cards-rows_scored =
    { $count ->
        [0] no row scored yet
        [one] { $count } row scored
       *[other] { $count } rows scored
    }
page-cards-in_hand = { $count } in hand
page-cards-draw_pile = Draw pile: { $count }
page-cards-discard = Discard: { $top } ({ $count })
page-cards-first_to = First to { $target }
page-cards-tap_space = Now tap a free space for your { $card }.
page-cards-tap_card = Tap a card in your hand, then a space on any board.
page-cards-discard_btn = Discard { $card }
page-cards-face =
    { $face ->
        [plus] +
        [minus] −
        [times] ×
       *[other] { $face }
    }
page-cards-completed_row = A completed row:{ " " }
page-cards-left = left
page-cards-right = right
page-cards-score_it = Score it
page-cards-your_hand = Your hand:{ " " }
page-pm-section = Section { $section }: { $eaten } of { $dots }
page-pm-power_on =
    { $count ->
        [0] POWER! Last move done
        [one] POWER! { $count } move left
       *[other] POWER! { $count } moves left
    }
page-pm-pellets_left =
    { $count ->
        [0] No power pellets left
        [one] { $count } power pellet left
       *[other] { $count } power pellets left
    }
page-pm-is_pacman = { $player } is Pac-Man
page-pm-level = Level { $level } · Lives { $lives } · { $mode }
page-pm-level_short = Level { $level }   Lives { $lives }
page-pm-mode-normal = normal
page-pm-mode-arcade = arcade
page-pm-fruit = Fruit on the maze: { FORM($fruit, "label") }
page-pm-last_roll = Last roll: { $roll } · Dots left: { $dots }
page-pm-score = Score { $total } (sections { $sections }, ghosts { $ghosts }, fruit { $fruit })
page-pm-score-purist = Score { $total } (sections { $sections }, ghosts { $ghosts }, fruit { $fruit }, dots { $dots })
page-pm-score_short = Score { $total }
page-pm-ghosts = Last Ghost card: { $moves }
page-pm-lost = (lost)
page-pm-played_by = Ghosts played by: { $who }
page-pm-btn-roll = Roll the dice
page-pm-btn-power = Ate a power pellet
page-pm-btn-ghost = Ate a ghost
page-pm-btn-fruit = Ate the fruit
page-pm-btn-caught = Caught by a ghost
page-pm-btn-card = Ghosts' turn: flip a card
page-pm-btn-next = Start the next Pac-Man
page-pm-btn-confirm = Count the disputed dot at { $space }
page-lab-found = { $player }: { $found } found
page-lab-found_left = { $player }: { $found } found, { $left } to go
page-lab-spare = Spare tile
page-lab-arrows = Arrows
page-lab-any_arrow = Any arrow
page-lab-not_at = Not at { $arrow }
page-lab-phase = Phase: { $phase }
page-lab-phase-classic = classic
page-lab-phase-day = day
page-lab-phase-night = night
page-lab-phase-end = over
page-lab-push_at = Push in at:{ " " }
page-lab-turn_spare = Turn the spare:{ " " }
page-lab-slide = Slide it in at { $arrow }
page-lab-tap = Tap a highlighted tile to move there (your own tile: stay).
page-lab-your_glow = Your glow Pokémon to find ({ $count }):{ " " }
page-lab-your_target = Your target:{ " " }
page-lab-none_left = none left: head home
page-lab-stack = { " " }({ $count } in your stack)
page-table-code = Join code { $code }
page-table-code_elsewhere = The box says the join code aloud when it starts (to hear it again, hold its spin button)
page-seat-code = Join code (the box says it):
page-seat-watching = Every seat is taken: this phone watches the game (the host can give it a seat).
page-host-make_table = Use this screen as the table (it shows the join code)
page-seat-again = Play again
page-seat-your_turn = Your turn, { $seat }!
page-seat-title = Tabletop Companion — your seat
page-seat-who = Who are you?
page-seat-taken = { " " }(taken)
page-seat-you_are = You are { $seat }
page-seat-kept = Kept:{ " " }
page-seat-wait = Not your turn: wait.
page-host-title = Tabletop Companion — host
page-host-heading = Host
page-host-code = Host code (printed when the box starts, and in its log; it stays the same across restarts):{ " " }
page-host-this_game = This game
page-host-undo = Undo the last action
page-host-abandon = Start this game afresh
page-host-seats = Seats
page-host-new_game = New game
page-host-game = Game
page-host-players = Players
page-host-options = Options
page-host-start = Start the new game
page-host-released = { $player }'s seat is free.
page-host-free_confirm = Free { $player }'s seat for another phone?
page-host-free = Free { $player }'s seat
page-host-no_seats = No phone has claimed a seat yet.
page-host-abandon_confirm = Give up this game unscored and start it afresh?
page-host-new_confirm = Start a new game? An unfinished game is given up unscored.
page-cafe-title = Tabletop Companion — every table
page-cafe-heading = Every table
page-cafe-connecting = Connecting to the hub…
page-cafe-league = League
page-cafe-no_game = No game yet.
page-cafe-now = Tables: { $tables } · games in the league: { $games }
page-cafe-wins =
    { $count ->
        [0] { $player }: no wins yet
        [one] { $player }: { $count } win
       *[other] { $player }: { $count } wins
    }
page-cafe-no_answer = The hub does not answer.
page-touch-end = End turn
page-touch-spin = Spin
page-touch-roll = Roll
page-touch-card = Ghost card
page-touch-next = Next Pac-Man
page-touch-undo = Undo
page-touch-undo_confirm = Tap again: undo
page-touch-new = New game
page-touch-new_confirm = Tap again: new game
page-api-starting = the box is starting: try again in a moment
page-api-no_answer = the box did not answer in time; the action may still be applied
page-api-claim_first = claim a seat first (POST /api/seats) and send its token as 'Authorization: Bearer TOKEN'
page-api-bad_token = this seat's token is not valid (a new game may have started)
page-api-no_player = no player named '{ $player }' in this game ({ $players })
page-api-seat_taken = { $player }'s seat is taken: ask the host to free it
page-api-wrong_code = wrong host code (it is printed when the box starts, and in its log)
page-api-locked_out = too many wrong codes from this device: try again in { $seconds } s
page-api-too_many_streams =
    { $count ->
        [one] this device already has { $count } live page open: close one first
       *[other] this device already has { $count } live pages open: close one first
    }
page-api-wrong_join_code = wrong join code: ask someone at the table (a seated phone can make the box say it again)
page-api-not_over = the game is not over yet
page-api-first_seat = { $player }'s phone starts the next game (or the host page)
page-api-busy =
    { $count ->
        [one] the box already serves { $count } connection: close a page and try again
       *[other] the box already serves { $count } connections: close a page and try again
    }
page-api-too_large =
    { $count ->
        [one] the request is too large: at most { $count } byte
       *[other] the request is too large: at most { $count } bytes
    }
page-api-no_seat_taken = nobody has taken { $player }'s seat
page-api-not_object = the request must be a JSON object
page-api-nested =
    { $count ->
        [one] the request's JSON is nested more than { $count } level deep
       *[other] the request's JSON is nested more than { $count } levels deep
    }
page-api-malformed = the request is not valid JSON
page-api-too_many = too many requests: slow down
cli-usage = usage:{ " " }
cli-positionals = arguments
cli-options = options
cli-commands = commands
cli-command = COMMAND
cli-help = show this help and exit
cli-error = { $prog }: error: { $message }
cli-description = Tabletop Companion: the board-game box.
cli-verbose = log details to stderr
cli-version = print the program's version and exit
cli-lang = the language to speak and write (as [box] language)
cli-config = a config file over the shipped defaults
cli-db = the database (default: from the config)
cli-json = print JSON
cli-only_game = only this game
cli-links = print the newest N plays (10) as BG Stats links that fill in the play
cli-run = run the box
cli-run-description = Run the box for one game.
cli-run-game = the game (default: box.game in the config)
cli-run-players = player names, comma-separated, in seating order
cli-run-option = a game option; repeat for more
cli-run-simulate = simulated hardware (as --hardware simulated; auto simulates where there is no Pi GPIO)
cli-run-hardware = auto, real (never simulate: no GPIO is an error) or simulated; default [box] hardware
cli-run-script = play a scenario script ('-' reads standard input)
cli-run-seed = seed for spins and shuffles (default: random)
cli-run-json = print events as JSON lines
cli-run-new = abandon an unfinished game instead of resuming it
cli-run-demo = a built-in player plays the simulated table to the end
cli-run-pace = with --demo: real seconds between inputs (default 0.4 in a terminal or with --web, else 0)
cli-run-web = serve the table page and the phones' seat pages (port 0 picks a free port); the pages stay up after a script or demo until Ctrl-C
cli-run-screen = draw the table view on the box's own display (as [screen] enabled = true)
cli-run-snapshot = after the run, write the screen as a PNG picture (no display needed)
cli-scores = high scores and play history
cli-scores-description = Show the high-score table and recent plays, or export them.
cli-scores-export = export every play: csv FILE, or bgstats FILE (BG Stats push-a-play JSON)
cli-sounds = list, play and render the sounds
cli-sounds-description = List every event with its sound, play one, or render sounds to WAV.
cli-sounds-game = only this game's events
cli-sounds-play = play one sound (an effect or an event kind)
cli-sounds-render = write every sound as DIR/<name>.wav
cli-sounds-render_script = render what a scenario script sounds like (effects and speech, mixed)
cli-with_render_script = with --render-script
cli-diagnose = live wiring self-test of buttons and peg sensors
cli-diagnose-description = Show which peg cells are closed and which buttons are pressed, flag stuck, chattering and ghosting cells, and print serial link statistics.
cli-diagnose-seconds = how long to watch (default 10)
cli-diagnose-simulate = a simulated table (as --hardware simulated)
cli-diagnose-hardware = as [box] hardware (default: auto)
cli-diagnose-board = the peg board (default: pegs.board)
cli-diagnose-walk = push every peg once while it runs; then name the rows and columns on which none closed (a broken wire)
cli-maze = print the PAC-MAN maze model
cli-maze-description = Print the maze with every space, or list every space as JSON (id, kind, section, sensor cell, neighbours).
cli-simulate = play bot games headless and print figures
cli-simulate-description = Play N bot games of a game headless (no hardware) and print figures.
cli-simulate-game = the game
cli-simulate-games = how many games (default 100)
cli-simulate-seed = the seed (default 1)
cli-labyrinth = Pokémon Labyrinth tools
cli-labyrinth-description = Pokémon Labyrinth: show the set-up a seed gives, as text or a PNG.
cli-labyrinth-what = what to show
cli-labyrinth-png = also draw the board to a PNG picture
cli-hub = collect every box's results into the league (a café's service)
cli-hub-description = Subscribe to every box on the MQTT broker, keep the league in SQLite, and serve the café page with every table's game.
cli-hub-mqtt = the broker: mqtt://[user:pass@]host[:port]
cli-hub-db = the league's database (default: league.db beside the box's)
cli-hub-web = serve the café page (e.g. 8090)
cli-league = the league across every box
cli-league-description = Wins, high scores per game and the plays of every box, from the hub's database; or export them.
cli-league-db = the league's database (default: as companion hub)
cli-league-export = csv FILE or bgstats FILE
cli-scores-from = read the plays of FILE, a database moved aside (companion.db.broken-...), changing nothing
cli-league-refused = list the messages the hub refused (newest first), with why
cli-check = validate a config file
cli-check-description = Validate a config: exit 0, or one line per problem and exit 2.
cli-check-file = the file (default: the one `run` would use)
cli-bad-key_value = expected KEY=VALUE, got '{ $text }'
cli-bad-how_many = expected a whole number of at least 1, got '{ $text }'
cli-bad-seconds = expected a number of seconds from { $low } to { $high }, got '{ $text }'
cli-bad-seconds_above = expected a number of seconds above { $low }, at most { $high }, got '{ $text }'
cli-bad-whole = expected a whole number, got '{ $text }'
cli-bad-seed = expected 0 to { $high }, got { $text }
cli-bad-players = expected names separated by commas, e.g. ann,bob
options-players = this game takes { $low } to { $high } players, got { $count }
options-same_names = player names must be different from each other
options-long_name =
    { $count ->
        [one] player name '{ $name }'...: at most { $count } character
       *[other] player name '{ $name }'...: at most { $count } characters
    }
options-bad_name = player name '{ $name }': use letters, digits, '-' or '_'
options-unknown = unknown option '{ $key }' (this game knows: { $known })
options-unknown-none = unknown option '{ $key }' (this game has no options)
options-bad_value = option { $key }='{ $value }': expected one of { $expected }
cards-bad_target = option target='{ $target }': expected a whole number from 10 to 1000 (50 or 100)
controller-unfinished =
    { $count ->
        [one] game #{ NUMBER($id, useGrouping: 0) } of { $title } ({ $players }) is unfinished after { $count } action: run without --players, --option and --seed to carry on, or add --new to abandon it
       *[other] game #{ NUMBER($id, useGrouping: 0) } of { $title } ({ $players }) is unfinished after { $count } actions: run without --players, --option and --seed to carry on, or add --new to abandon it
    }
controller-unfinished-ask =
    { $reason }.
    Abandon it and start the new game? [y/N]
controller-yes = y|yes
controller-nothing_changed = Nothing changed: the unfinished game waits.
controller-unknown_game = unknown game '{ $game }' ({ $games })
rules-not_now = { $action }: that is not one of the moves open now
script-line = line { $number }:{ " " }
script-one_button = { $where }'{ $verb }' takes one button name, e.g. '{ $verb } spin'
script-needs_action = { $where }'do' needs an action, e.g. 'do spin'
script-key_value = { $where }'do' arguments are key=value, got '{ $word }'
script-wait_seconds = { $where }'wait' takes a number of seconds
script-wait_number = { $where }'wait' takes a number of seconds, not { $got }
script-wait_range = { $where }'wait' takes 0 to 86400 seconds, not { $got }
script-peg_words = { $where }'peg' takes a space and down or up, e.g. 'peg B7 down'
script-unknown = { $where }unknown input '{ $verb }' (peg, press, hold, do, wait)
script-unknown_actions = { $where }unknown input '{ $verb }' (peg, press, hold, do, wait, or an action: { $actions })
script-no_peg_board = 'peg { $space }': this game has no peg board
script-no_peg_space = 'peg { $space }': no space of that name on the maze
script-needs_simulate = '{ $verb }' needs simulated buttons (run with --simulate)
script-hold_late = 'hold { $button }': the hold was not reported in time
script-no_button = no button named '{ $button }' (buttons: { $buttons })
controller-join_code = To join on your phone, open { $where }; the join code is { $digits }.
controller-dot = dot
controller-join_note = web: the table's join code is { $code } (said aloud; phones join at { $url }seat)
controller-status-scores = Scores: { $scores }. { $now }.
controller-status-now = { $now }.
controller-resumed = The game goes on where it stopped. { $status }
page-api-no_settings = this box keeps no settings (a demo on a throwaway database)
page-host-you_host = You host: choose the game and who plays, then start it.
page-host-settings = Settings
page-host-language = Language
page-host-volume = Volume
page-host-speech = The box speaks
page-host-first_game = Game at power-on
page-host-save = Save the settings
page-host-saved = Settings saved.
page-host-players_hint = names, separated by commas
page-ds-legend = Mission cards: ✓ has it · ○ still to get
page-host-take_over = Ask to host from this phone
page-api-unknown_game = unknown game { $game } (games: { $games })
page-api-bad_players =
    { $count ->
        [one] name up to 8 players, each name at most { $count } letter
       *[other] name up to 8 players, each name at most { $count } letters
    }
page-seat-say_code = Say the join code again
page-api-wait_for_host = too many wrong codes were tried at this table: this phone waits for the host's OK
page-api-no_seat = this phone plays for nobody in this game: tap a name first
page-api-join_first = this phone has not joined the table: type the join code first
page-member-press_at_box = The box is asking the table: hold any button at the box to agree.
page-member-box_busy = another phone's request is waiting at the box: try again in a minute
page-api-cross_site = refused: this request comes from a page of another site ({ $why })
page-api-no_member = no such phone at this table
page-api-remove_host = the host's own phone cannot be removed: hand the host role to another phone first
page-api-no_waiting = that phone no longer waits to join
page-api-not_kept = the settings could not be written to the box's card (is it full?): nothing was changed
controller-codes_tried = Someone on the Wi-Fi is trying join codes: from now on, new phones wait for the host's OK.
controller-door_press = Someone on the Wi-Fi is trying join codes. To hear a new join code, hold any button at the box.
controller-host_press = Phone { $number } asks to host. To agree, hold any button at the box.
controller-host_given = Phone { $number } hosts now.
controller-power_on_refused = box.game: { $title } cannot start with the config's players: { $reason }
controller-power_on_gave_way = The game chosen for power-on, { $title }, cannot start with this box's players ({ $reason }): the box starts { $then } instead.
page-member-you_are = This phone is phone { $number }.
page-member-phone = Phone { $number }
page-member-waiting = Waiting for the host's OK…
page-host-table_heading = The table's phones
page-host-who_where = Which phone plays for whom
page-host-no_phone = no phone
page-host-make_host = Make host
page-host-remove = Remove
page-host-remove_confirm = Remove phone { $number } from the table? It will need the new join code to come back.
page-host-hand_confirm = Hand the host role to phone { $number }?
page-host-waiting = A phone with the join code waits to join:
page-host-let_in = Let in
page-host-turn_away = Turn away
page-host-guarded = Someone tried too many join codes: new phones wait for your OK. A new join code lets phones in with the code again.
page-host-new_code = New join code
page-host-reset_table = Forget every other phone
page-host-reset_confirm = Forget every phone but this one? Each will need the new join code.
page-host-host_code = Host code, for the /host page on a laptop: { $code }
page-host-is_host = hosts
page-api-wait_at_door = too many wrong codes were tried at this table: hold any button at the box, and it says a new join code
page-member-removed = This phone is no longer at the table (the host removed it): type the join code to join again.
page-host-asking = Phone { $number } asks to host: whoever holds a button at the box within a minute gives it the role.

## The pages' own small words: separators, labels before a value
list-middot = { " · " }
## The four ghosts, by their names in the rulebook (each a ghost, il fantasma, le fantôme, der Geist).
-pacman-ghost-blinky = Blinky
    .gender = neuter
-pacman-ghost-pinky = Pinky
    .gender = neuter
-pacman-ghost-inky = Inky
    .gender = neuter
-pacman-ghost-clyde = Clyde
    .gender = neuter
page-pm-ghost_move = { $ghost } { $spaces }
page-pm-ghost_lost = { $ghost } (lost)
page-lab-spare_label = Spare tile:{ " " }
page-lab-arrows_label = Arrows:{ " " }
page-lab-degrees = { $degrees }°
page-host-now = { $title } — { $now }
page-cafe-status-online = online
page-cafe-status-offline = offline
page-cafe-status-unknown = ?
