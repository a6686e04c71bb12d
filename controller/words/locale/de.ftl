### Tabletop Companion: the words players read and hear, in German.
### Glossar (vor dem Übersetzen lesen): ein Wort für jedes Ding, die der deutschen Spielregeln.
###   Pac-Dot; Kraftpille; Geist; Geisterkarte, Geisterstapel; Startfeld; Stift (Sensor unter dem
###   Labyrinth), Stiftbrett; Drehscheibe (Todesstern); Karte der Macht; Gefängnistrakt; Hyperraum;
###   Figur; Karte (Labyrinth), übrige Karte; Ziel; Reihe und Spalte (Reihe 2, Spalte 3; nie „2,3“);
###   Tasten: Drehen, Karte, Weiter, Zurück; Gastgeber; ziehen (nur Karten) und bewegen/setzen (Figuren).
### The format is Project Fluent: docs/translators.md says how an entry is written (DE($player) for "d'ann",
### AD($player) for "ad ann", a variant [0] for none, COUNT($players) for a tie) and what the tests check.

cards-card-plus = Pac-Man (addieren)
cards-card-minus = Geist (subtrahieren)
cards-card-times = Pac-Man frisst einen Geist (multiplizieren)
cards-no_cards = keine Karten
cards-row-top = obere
cards-row-bottom = untere
cards-where-left = links
cards-where-op = in der Mitte
cards-where-right = rechts
cards-space-left = linken
cards-space-op = mittleren
cards-space-right = rechten
cards-rule =
    { $count ->
        [one] Wer zuerst { $count } Punkt hat, gewinnt.
       *[other] Wer zuerst { $count } Punkte hat, gewinnt.
    }
cards-rule-hard =
    { $count ->
        [one] Wer zuerst { $count } Punkt hat, gewinnt; schwere Variante: Geisterreihen können ins Minus gehen.
       *[other] Wer zuerst { $count } Punkte hat, gewinnt; schwere Variante: Geisterreihen können ins Minus gehen.
    }
cards-scorekeeper = Ich zähle die Punkte für { $players }. { $rule }
cards-scorekeeper-say = Ich zähle die Punkte. { $rule }
cards-deal =
    { $count ->
        [one] { $dealer } gibt jedem { $count } Karte. { $rule }
       *[other] { $dealer } gibt jedem { $count } Karten. { $rule }
    }
cards-deal-say = Die Karten sind verteilt. { $rule }
cards-turn = { $player } ist dran.
cards-turn-say = { $player }, du bist dran.
cards-play =
    { $player } legt { $card ->
        [plus] ein Pluszeichen
        [minus] ein Minuszeichen
        [times] ein Malzeichen
       *[other] eine { $card }
    } { $own ->
        [yes] in die eigene { $row } Reihe
       *[other] in die { $row } Reihe von { $board }
    }, { $where }.
cards-which_row = { $board } ({ $row } Reihe)
cards-any_row = eine Reihe von { $board }
cards-row_scored =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } bekommt { $count } Punkt, insgesamt { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } bekommt { $count } Punkte, insgesamt { $total }.
    }
cards-row_scored-say =
    { $count ->
        [one] { $player } bekommt { $count } Punkt. Insgesamt { $total }.
       *[other] { $player } bekommt { $count } Punkte. Insgesamt { $total }.
    }
cards-row_floored = { $where }: { $left } − { $right } ist kleiner als null und zählt 0; { $player } bekommt keinen Punkt, insgesamt { $total }.
cards-row_lost =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } verliert { $count } Punkt, insgesamt { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } verliert { $count } Punkte, insgesamt { $total }.
    }
cards-row_lost-say =
    { $count ->
        [one] { $player } verliert { $count } Punkt. Insgesamt { $total }.
       *[other] { $player } verliert { $count } Punkte. Insgesamt { $total }.
    }
cards-winner =
    { $count ->
        [one] { $player } erreicht { $count } Punkt und gewinnt!
       *[other] { $player } erreicht { $count } Punkte und gewinnt!
    }
cards-winner-say =
    { $count ->
        [one] { $player } gewinnt mit { $count } Punkt!
       *[other] { $player } gewinnt mit { $count } Punkten!
    }
cards-discard =
    { $player } kann keine Karte legen und wirft { $card ->
        [plus] ein Pluszeichen
        [minus] ein Minuszeichen
        [times] ein Malzeichen
       *[other] eine { $card }
    } ab.
cards-discard-say = { $player } wirft ab.
cards-draw = { $player } zieht eine Karte.
cards-reshuffle =
    { $count ->
        [one] Der Ablagestapel wird gemischt: Der neue Nachziehstapel hat { $count } Karte.
       *[other] Der Ablagestapel wird gemischt: Der neue Nachziehstapel hat { $count } Karten.
    }
cards-reshuffle-say = Es wird neu gemischt.
cards-hand = Die Karten von { $player }: { $cards }.
cards-hand-say = { $player }, deine Karten: { $cards }.
cards-over = das Spiel ist vorbei: { $winner } hat gewonnen
cards-scorekeeper_only = im Punktezähler-Modus jede fertige Reihe angeben: score player=NAME left=N op=+|-|x right=N (nicht '{ $action }')
cards-unknown_action = unbekannte Aktion '{ $action }' (play, discard, show-hand, score)
cards-no_player = kein Spieler heißt '{ $player }' ({ $players })
cards-not_your_turn = { $current } ist dran, nicht { $player }
cards-needs_card = { $action } braucht card=<0, 1, 5, 10, +, - oder x>
cards-no_such_card = { $player } hat keine Karte '{ $card }'
cards-no_board = kein Spielfeld von '{ $board }' ({ $players })
cards-bad_row = row='{ $row }': top oder bottom angeben
cards-number_slot = eine Zahlenkarte gehört auf das linke oder rechte Feld, nicht '{ $slot }'
cards-picture_slot = eine Bildkarte gehört auf das mittlere Feld
cards-space_taken = die { $row } Reihe von { $board } hat schon { $card } auf dem { $slot } Feld
cards-must_play = { $player } kann noch eine Karte legen; abgeworfen wird nur, wenn keine Karte mehr passt
cards-deck_scores = im Modus mode=deck wertet die Box die Reihen selbst; 'score' gibt es nur mit mode=scorekeeper
cards-score_needs_player = score braucht player=NAME ({ $players })
cards-score_unknown_player = kein Spieler heißt '{ $player }': score braucht player=NAME ({ $players })
cards-score_needs_op = score braucht op=+, op=- oder op=x
cards-no_number_card = keine Zahlenkarte zeigt { $value } (im Stapel: { $faces })
cards-needs_number = { $action } braucht { $key }=<ganze Zahl>
cards-out_of_range = { $key }={ $value }: erwartet wird { $low } bis { $high }
list-and = { $rest } und { $last }
list-or = { $rest } oder { $last }
list-typed = „{ $word }“
list-comma = {", "}
## The Death Star's two token pairs (each moves as one): their names, on a button and in a sentence.
-deathstar-token-1 = Leia und Luke
    .gender = plural
-deathstar-token-2 = Han und Chewbacca
    .gender = plural
## The Death Star's spaces. Their own form: the label on a button and in the list of tokens; "at": where
## a token lands; "choice": a phone's button for where it landed.
-deathstar-spot-plain =
    { $form ->
       *[label] einfaches Feld
        [at] auf einem einfachen Feld
        [choice] auf einem einfachen Feld
    }
    .gender = neuter
-deathstar-spot-force =
    { $form ->
       *[label] Feld der Macht
        [at] auf einem Feld der Macht
        [choice] auf einem Feld der Macht (Karte ziehen)
    }
    .gender = neuter
-deathstar-spot-control_room =
    { $form ->
       *[label] Kontrollraum
        [at] im Kontrollraum
        [choice] im Kontrollraum
    }
    .gender = masculine
-deathstar-spot-tractor_beam =
    { $form ->
       *[label] Traktorstrahl
        [at] am Traktorstrahl
        [choice] am Traktorstrahl
    }
    .gender = masculine
-deathstar-spot-falcon =
    { $form ->
       *[label] Millennium Falke
        [at] auf dem Millennium Falken
        [choice] auf dem Millennium Falken
    }
    .gender = masculine
-deathstar-spot-trash =
    { $form ->
       *[label] Müllpresse
        [at] in der Müllpresse
        [choice] in der Müllpresse
    }
    .gender = feminine
-deathstar-spot-tie =
    { $form ->
       *[label] TIE-Jäger
        [at] bei einem TIE-Jäger
        [choice] bei einem TIE-Jäger
    }
    .gender = masculine
-deathstar-spot-base =
    { $form ->
       *[label] Rebellenbasis
        [at] in der Rebellenbasis
        [choice] in der Rebellenbasis
    }
    .gender = feminine
deathstar-where-trash = noch in der Müllpresse
deathstar-where-board = auf dem Spielplan
deathstar-where-detention = im Gefängnistrakt
deathstar-where-falcon = an Bord des Falken
deathstar-reason-spun_3 = eine 3 gedreht
deathstar-reason-escape_card = Fluchtkarte
deathstar-reason-served =
    { $count ->
        [one] { $count } Runde abgesessen
       *[other] { $count } Runden abgesessen
    }
deathstar-reason-bumped = von { $player } verdrängt
deathstar-reason-force_card = Karte der Macht
deathstar-outcome-WIN = SIEG
deathstar-outcome-LOSE = NIEDERLAGE
deathstar-card-blueprint = einen Bauplan des Todessterns
deathstar-card-tractor_beam = eine Traktorstrahl-Karte
deathstar-start = Dreht, um die Reihenfolge festzulegen: { $players }. Wer die höchste Zahl dreht, beginnt.
deathstar-start-say = Alle drehen um die Reihenfolge. { $player }, dreh.
deathstar-spin = { $player } dreht eine { $value }.
deathstar-spin-say = { $player }, { $value }.
deathstar-no_move = { $player } hat keine Figur, die sich bewegen kann.
deathstar-no_move-say = Keine Figur kann sich bewegen.
deathstar-order_spin = { $player } dreht eine { $value } für die Reihenfolge.
deathstar-tie =
    { COUNT($players) ->
        [2] { $players } haben beide eine { $value } gedreht: Dreht noch einmal.
       *[other] { $players } haben alle eine { $value } gedreht: Dreht noch einmal.
    }
deathstar-tie-say = { $players } haben gleich hoch gedreht. { $player }, dreh noch einmal.
deathstar-order = Reihenfolge: { $order }.
deathstar-order-say = { $player } beginnt.
deathstar-dogfight_spin = Raumgefecht von { $player }: { $outcome }.
deathstar-dogfight_spin-say = Raumgefecht: { $outcome }!
deathstar-dogfight-won = { $player } gewinnt das Raumgefecht: ein Feld vor oder schräg setzen.
deathstar-dogfight-won-say = Raumgefecht gewonnen: ein Feld vor.
deathstar-dogfight-lost = { $player } verliert das Raumgefecht: zurück zum Millennium Falken.
deathstar-dogfight-lost-say = Raumgefecht verloren: zurück zum Millennium Falken.
deathstar-land = { $player }: { $token } landen { FORM($spot, "at") }.
deathstar-land-hyperspace = { $player }: Im Hyperraum landen beide Figuren { FORM($spot, "at") }.
deathstar-falcon = { $player }: { $token } sind an Bord des Falken: Karten der Macht wirken nicht mehr auf sie.
deathstar-falcon-say = { $token } erreichen den Falken.
deathstar-hyperspace = { $player } hat beide Figuren an Bord: ab in den Hyperraum!
deathstar-hyperspace-say = { $player }, ab in den Hyperraum!
deathstar-dogfight-started = { $player } trifft auf einen TIE-Jäger: fürs Raumgefecht drehen.
deathstar-dogfight-started-say = TIE-Jäger! Jetzt wird fürs Raumgefecht gedreht.
deathstar-winner = { $player } erreicht die Rebellenbasis und gewinnt!
deathstar-winner-say = { $player } entkommt dem Todesstern und gewinnt!
deathstar-extra_turn = { $player } dreht noch einmal.
deathstar-extra_turn-say = { $player }, dreh noch einmal.
deathstar-lose_turn = { $player } setzt diese Runde aus.
deathstar-turn = { $player } ist dran.
deathstar-turn-say = { $player }, du bist dran.
deathstar-detention-in = { $player }: { $token } kommen in den Gefängnistrakt ({ $reason }).
deathstar-detention-in-escape_card = { $player }: { $token } kommen in den Gefängnistrakt ({ $reason }). { $player } hat eine Fluchtkarte und kann sie jederzeit spielen.
deathstar-detention-out = { $player }: { $token } verlassen den Gefängnistrakt ({ $reason }).
deathstar-mission = { $player } nimmt { $card }.
deathstar-mission-complete = { $player } nimmt { $card }. Auftrag erfüllt: auf zum Millennium Falken!
deathstar-force_card-with = { $player } zieht eine Karte der Macht für { $token }: „Die Macht ist mit dir. { $text }“
deathstar-force_card-with-say = Die Macht ist mit dir. { $text }
deathstar-force_card-against = { $player } zieht eine Karte der Macht für { $token }: „Die Macht ist gegen dich. { $text }“
deathstar-force_card-against-say = Die Macht ist gegen dich. { $text }
deathstar-over = das Spiel ist vorbei: { $player } ist entkommen
deathstar-unknown_action = unbekannte Aktion „{ $action }“ für Flucht vom Todesstern (spin, card, land, bump, escape, end)
deathstar-order_first = erst wird um die Reihenfolge gedreht ({ $player } dreht als Nächstes)
deathstar-not_your_turn = { $current } ist dran, nicht { $player }
deathstar-spins_now = jetzt dreht { $current }, nicht { $player }
deathstar-moved = { $player } ist nach dieser Drehung schon gezogen: Beende den Zug, oder der Nächste dreht.
deathstar-must_spin = { $player } muss zuerst drehen
deathstar-must_dogfight = { $player } muss zuerst das Raumgefecht beenden
deathstar-cannot_move = { $token } können sich jetzt nicht bewegen ({ $where })
deathstar-no_split = ein Zug darf nicht auf beide Figuren aufgeteilt werden
deathstar-falcon_no_force = Figuren auf dem Millennium Falken sind von Karten der Macht nicht mehr betroffen
deathstar-hyperspace_spot = im Hyperraum landet eine Figur auf { $spots }, nicht auf „{ $spot }“
deathstar-unknown_spot = unbekanntes Feld „{ $spot }“: nimm { $spots }
deathstar-unknown_spot-hyperspace = unbekanntes Feld „{ $spot }“: nimm { $spots } („tie“ und „base“ gibt es im Hyperraum)
deathstar-needs-both = { $player } braucht den Bauplan und die Traktorstrahl-Karte, bevor es an Bord des Falken geht
deathstar-needs-blueprint = { $player } braucht den Bauplan, bevor es an Bord des Falken geht
deathstar-needs-tractor_beam = { $player } braucht die Traktorstrahl-Karte, bevor es an Bord des Falken geht
deathstar-no_bump_hyperspace = im Hyperraum gibt es keine Figur zu verdrängen
deathstar-bump_target = bump braucht target=NAME: wem die Figur gehört, auf der gelandet wurde (einer von { $players })
deathstar-bump_self = eine Figur kann nicht auf sich selbst landen
deathstar-not_open = { $token } von { $owner } können nicht verdrängt werden ({ $where })
deathstar-escape_player = escape braucht player=NAME
deathstar-no_escape_card = { $player } hat keine Karte „Flucht aus dem Gefängnistrakt“
deathstar-not_detained = { $token } von { $owner } sind nicht im Gefängnistrakt
deathstar-token_which = sag, welche Figur: token=1 (Leia und Luke) oder token=2 (Han und Chewbacca)
deathstar-token_unknown = unbekannte Figur „{ $word }“: nimm 1 (Leia und Luke) oder 2 (Han und Chewbacca)
-labyrinth-shape-straight =
    { $form ->
       *[label] Gerade
        [a] eine Gerade
    }
    .gender = feminine
-labyrinth-shape-corner =
    { $form ->
       *[label] Kurve
        [a] eine Kurve
    }
    .gender = feminine
-labyrinth-shape-tee =
    { $form ->
       *[label] T-Stück
        [a] ein T-Stück
    }
    .gender = neuter
labyrinth-legend = Pokémon: { $items }.
labyrinth-legend-item = { $pokemon } ({ $at })
labyrinth-legend-spare = { $pokemon } auf der übrigen Karte
labyrinth-deal =
    { $count ->
        [one] Jeder bekommt { $count } Ziel.
       *[other] Jeder bekommt { $count } Ziele.
    }
labyrinth-deal-glow =
    { $count ->
        [one] Jeder bekommt { $count } klassisches Ziel und { $glow }.
       *[other] Jeder bekommt { $count } klassische Ziele und { $glow }.
    }
labyrinth-glow_targets =
    { $count ->
        [one] { $count } leuchtendes
       *[other] { $count } leuchtende
    }
labyrinth-setup =
    Legt das Labyrinth so aus (@ kennzeichnet die festen Karten, * ein Pokémon, r b g e die Startfarben: rot, blau, grün, gelb; übrige Karte: { FORM($shape, "a") }):
    { $board }
    { $legend }
    { $deal }
labyrinth-setup-say = Das Labyrinth steht. Die Ziele sind verteilt.
labyrinth-day = Tag: Sucht eure klassischen Pokémon der Reihe nach.
labyrinth-day-say = Der Tag beginnt.
labyrinth-insert = { $player } schiebt die Karte bei { $arrow } ein{ $turned }.{ $pushed }
labyrinth-insert-say = { $arrow }.
labyrinth-turned =
    { $count ->
        [one] { " " }(einmal gedreht)
        [2] { " " }(zweimal gedreht)
        [3] { " " }(dreimal gedreht)
       *[other] { " " }({ $count }-mal gedreht)
    }
labyrinth-pushed =
    { COUNT($players) ->
        [one] { " " }{ $players } wird hinausgeschoben und kommt auf die gerade eingeschobene Karte.
       *[other] { " " }{ $players } werden hinausgeschoben und kommen auf die gerade eingeschobene Karte.
    }
labyrinth-move = { $player } zieht in { $to }.
labyrinth-move-stay = { $player } bleibt stehen ({ $to }).
labyrinth-cell = Reihe { $row }, Spalte { $column }
labyrinth-cell-short = { $row }/{ $column }
labyrinth-side-N = N{ $n }
labyrinth-side-S = S{ $n }
labyrinth-side-E = O{ $n }
labyrinth-side-W = W{ $n }
labyrinth-left =
    { $count ->
        [0] keiner mehr
       *[other] noch { $count }
    }
labyrinth-all_found = alle gefunden: zurück zum Start
labyrinth-found = { $player } findet { $pokemon }! ({ $rest })
labyrinth-found-say = { $player } findet { $pokemon }!
labyrinth-winner = { $player } hat alle Pokémon gefunden und ist zu Hause: { $player } gewinnt!
labyrinth-winner-say = { $player } gewinnt!
labyrinth-night = { $player } beendet den Tag. Licht aus: Es ist Nacht! Sucht eure leuchtenden Pokémon in beliebiger Reihenfolge.
labyrinth-night-say = Licht aus. Die Nacht bricht herein!
labyrinth-end = { $player } ist mit allen leuchtenden Pokémon zu Hause und dreht eine Belohnungsmünze um: { $coin }.
labyrinth-end-say = Die Nacht ist vorbei. { $player } gewinnt eine Münze im Wert von { $coin }.
labyrinth-score = { $player } { $points }
labyrinth-glow_winner =
    { $count ->
        [one] Punkte: { $scores }. { $players } gewinnt!
       *[other] Punkte: { $scores }. { $players } gewinnen!
    }
labyrinth-glow_winner-say =
    { $count ->
        [one] { $players } gewinnt!
       *[other] { $players } gewinnen!
    }
labyrinth-spare_tile = die übrige Karte
labyrinth-target = Ziel von { $player }: { $pokemon } ({ $where }).
labyrinth-target-spare = Ziel von { $player }: { $pokemon } (auf der übrigen Karte).
labyrinth-no_target = { $player } hat gerade kein verdecktes Ziel.
labyrinth-reach =
    { $count ->
        [one] { $player } kann { $count } Karte erreichen: { $tiles }.{ $more }
       *[other] { $player } kann { $count } Karten erreichen: { $tiles }.{ $more }
    }
labyrinth-reach-hint = { " " }(do reach board=yes zeichnet sie.)
labyrinth-reach-board =
    { "" }
    { $board }
    + erreichbar, ! Pokémon in Reichweite, * ein Pokémon außer Reichweite
labyrinth-turn = { $player } ist dran: Karte einschieben, dann die Figur bewegen.
labyrinth-turn-say = { $player }, du bist dran.
labyrinth-bad_pos = to={ $text }: gib ZEILE,SPALTE an, etwa to=3,4
labyrinth-pos_range = to={ $text }: Zeilen und Spalten gehen von 0 bis { $last }
labyrinth-over =
    { COUNT($players) ->
        [one] das Spiel ist vorbei: { $players } hat gewonnen
       *[other] das Spiel ist vorbei: { $players } haben gewonnen
    }
labyrinth-unknown_action = unbekannte Aktion „{ $action }“ (insert, move, found, home, show-target, reach)
labyrinth-not_your_turn = { $current } ist dran, nicht { $player }
labyrinth-inserted = { $player } hat die Karte schon eingeschoben: jetzt die Figur bewegen (oder aufs eigene Feld, um stehen zu bleiben)
labyrinth-bad_arrow = arrow={ $arrow }: nimm { $arrows } (getippt mit E für Osten und W für Westen)
labyrinth-banned = die Karte wurde gerade bei { $arrow } hinausgeschoben: Dort darf sie nicht sofort wieder hinein
labyrinth-bad_rotation = rotation=0, 1, 2 oder 3 Vierteldrehungen im Uhrzeigersinn
labyrinth-insert_first = { $player } muss zuerst die übrige Karte einschieben (insert arrow=A rotation=R)
labyrinth-unreachable = { $player } kommt von { $at } nicht nach { $to }: kein offener Gang
labyrinth-needs_player = { $action } braucht player=NAME ({ $players })
labyrinth-night_which = Nachts musst du das leuchtende Pokémon angeben: pokemon=NAME, eines von { $names }
labyrinth-none_left = keins mehr übrig
labyrinth-pokemon_day = pokemon= gilt nachts, wenn die leuchtenden Pokémon in beliebiger Reihenfolge gefunden werden
labyrinth-no_target_left = { $player } hat kein Ziel mehr: ab nach Hause
labyrinth-not_on_target = die Figur von { $player } steht nicht auf der Karte dieses Pokémon
labyrinth-not_home = die Figur von { $player } steht nicht auf ihrem Startfeld
labyrinth-still_hunting = { $player } muss noch Pokémon finden
labyrinth-reach_board = reach zeichnet mit board=yes auch den Spielplan
labyrinth-setup_cmd =
    Pokémon Labyrinth, Aufbau mit Startwert { NUMBER($seed, useGrouping: 0) } (@ feste Karten, * ein Pokémon, r b g e (rot, blau, grün, gelb) die Startfarben; übrige Karte: { FORM($shape, "a") }):
    { $board }
    { $legend }
labyrinth-setup_cmd-png = Bild gespeichert unter { $path }.
pacman-next_pacman = { $player } ist Pac-Man (ausgewürfelt: { $dice }). Geister: { $ghosts }.
pacman-dice_round =
    { $count ->
        [0] { $rolls }
       *[other] Stechen: { $rolls }
    }
pacman-next_pacman-say = { $player } ist Pac-Man. { $ghosts }.
pacman-controls = { $player } ({ $ghosts })
pacman-mode-arcade = Arcade-Modus, 3 Leben
pacman-mode-normal = ein Leben
pacman-game_start = { $player } beginnt auf Level { $level } ({ $mode }). Punkte: 800 für jeden leer gefressenen Abschnitt (sind alle vier leer, ist das Level geschafft), 200 für jeden Geist, der nach einer Kraftpille gefressen wird, Obst 100, 200, 500. Pac-Man zieht zuerst.
pacman-game_start-say = { $player }, los geht's! Pac-Man zieht zuerst.
pacman-over =
    { COUNT($players) ->
        [one] das Spiel ist vorbei: { $players } hat gewonnen
       *[other] das Spiel ist vorbei: { $players } haben gewonnen
    }
pacman-unknown_action = unbekannte Aktion „{ $action }“ (peg, roll, power, ghost, fruit, caught, card, next, confirm)
pacman-press_next = das Spiel von { $player } ist vorbei: drück „Weiter“ für den nächsten Pac-Man
pacman-pegs_not_up =
    { $count ->
        [one] Dieser Stift ist noch unten: { $spaces }. Drückt ihn hoch, damit Pac-Man diesen Pac-Dot fressen kann.
       *[other] Diese Stifte sind noch unten: { $spaces }. Drückt sie hoch, damit Pac-Man diese Pac-Dots fressen kann.
    }
pacman-pegs_not_up-say =
    { $count ->
        [one] { $count } Stift ist noch unten: { $first }.
       *[other] { $count } Stifte sind noch unten: { $first }.
    }
pacman-not_peg = „{ $space }“ ist kein Feld mit Stift im Labyrinth
pacman-peg_state = 'peg' braucht state=down oder state=up
pacman-dispute_dropped = Der Stift auf { $space } ist wieder oben: Dieser Pac-Dot zählt nicht als gefressen.
pacman-none = keiner
pacman-confirm_by_other = { $player } kann die eigenen Pac-Dots nicht bestätigen: das macht ein anderer Spieler oder der Gastgeber
pacman-no_dispute = kein umstrittener Pac-Dot auf „{ $space }“ (umstritten: { $held })
pacman-progress = { " " }(Abschnitt { $section }: { $eaten } von { $dots } gefressen)
pacman-dot = { $player } frisst den Pac-Dot auf { $space }{ $progress }.
pacman-section_cleared =
    { $count ->
        [one] Abschnitt { $section } leer gefressen: { $count } Punkt, insgesamt { $score }.
       *[other] Abschnitt { $section } leer gefressen: { $count } Punkte, insgesamt { $score }.
    }
pacman-section_cleared-say =
    { $count ->
        [one] Abschnitt { $section } geschafft! { $count } Punkt.
       *[other] Abschnitt { $section } geschafft! { $count } Punkte.
    }
pacman-level_cleared = Level { $done } geschafft! Alle Stifte hochdrücken und die Figuren zurückstellen: Level { $level }, Pac-Man zieht zuerst.
pacman-level_cleared-say = Level geschafft! Weiter mit Level { $level }.
pacman-rolled = Pac-Man hat in diesem Zug schon gewürfelt: deck die Geisterkarte auf (Taste „Karte“), die Geister sind dran
pacman-power_done = die drei Kraftzüge sind vorbei: deck die Geisterkarte auf (Taste „Karte“)
pacman-power_roll =
    { $count ->
        [0] Kraftzug: { $die }. Das war der letzte Kraftzug.
        [one] Kraftzug: { $die }. Noch { $count } Kraftzug.
       *[other] Kraftzug: { $die }. Noch { $count } Kraftzüge.
    }
pacman-power_roll-say = Kraftzug, { $die }.
pacman-roll = { $player } würfelt: { $a } + { $b } + { $c } = { $total }.
pacman-roll-say = { $total }.
pacman-already_powered = Pac-Man hat schon eine Kraftpille intus
pacman-power_roll_first = Pac-Man erreicht eine Kraftpille, indem er auf ihr Feld kommt: erst würfeln und setzen
pacman-pellets_used = alle vier Kraftpillen dieses Levels sind schon verbraucht
pacman-power_on =
    { $count ->
        [one] Kraftpille! { $player } macht jetzt { $count } Zug mit einem Würfel und kann Geister fressen.
       *[other] Kraftpille! { $player } macht jetzt { $count } Züge mit einem Würfel und kann Geister fressen.
    }
pacman-power_on-say =
    { $count ->
        [one] Kraftpille! { $count } Kraftzug.
       *[other] Kraftpille! { $count } Kraftzüge.
    }
pacman-ghost_not_powered = Pac-Man kann Geister nur während der drei Kraftzüge fressen
pacman-ghost_roll_first = Pac-Man frisst einen Geist, indem er auf sein Feld kommt: erst für den Kraftzug würfeln
pacman-ghosts_all_eaten = alle vier Geister wurden mit dieser Kraftpille schon gefressen
pacman-ghost_eaten =
    { $count ->
        [one] { $player } frisst einen Geist: { $count } Punkt. Die Augen des Geistes kehren in den Käfig zurück.
       *[other] { $player } frisst einen Geist: { $count } Punkte. Die Augen des Geistes kehren in den Käfig zurück.
    }
pacman-ghost_eaten-say = Geist gefressen! { $points }.
pacman-no_fruit = es liegt kein Obst im Labyrinth
pacman-fruit_roll_first = Pac-Man frisst das Obst, indem er darüber zieht: erst würfeln
-pacman-fruit-cherries =
    { $form ->
       *[the] die Kirschen
        [label] Kirschen
    }
    .gender = feminine
-pacman-fruit-strawberry =
    { $form ->
       *[the] die Erdbeere
        [label] Erdbeere
    }
    .gender = feminine
-pacman-fruit-orange =
    { $form ->
       *[the] die Orange
        [label] Orange
    }
    .gender = feminine
pacman-fruit_eaten =
    { $count ->
        [one] { $player } frisst { $fruit }: { $count } Punkt.
       *[other] { $player } frisst { $fruit }: { $count } Punkte.
    }
pacman-fruit_eaten-say =
    { $count ->
        [one] Obst! { $count } Punkt.
       *[other] Obst! { $count } Punkte.
    }
pacman-caught_powered = Die Kraftpille wirkt noch: Trifft Pac-Man einen Geist, wird der Geist gefressen – Pac-Man wird nicht gefangen
pacman-caught_roll_first = niemand wird gefangen, bevor Pac-Man sich bewegt hat: erst würfeln
pacman-caught = { $player } wird gefangen!
pacman-caught-say = Gefangen!
pacman-life_lost =
    { $count ->
        [0] { $player } verliert das letzte Leben. Alle Figuren zurück an den Start; die Pac-Dots bleiben.
       *[other] { $player } verliert ein Leben: noch { $count }. Alle Figuren zurück an den Start; die Pac-Dots bleiben.
    }
pacman-life_lost-say =
    { $count ->
        [0] Kein Leben mehr.
       *[other] Noch { $count } Leben.
    }
pacman-parts = Abschnitte { $sections }, Geister { $ghosts }, Obst { $fruit }
pacman-parts-purist = Pac-Dots { $dots }, Abschnitte { $sections }, Geister { $ghosts }, Obst { $fruit }
pacman-game_over =
    { $count ->
        [0] Spiel vorbei für { $player }: kein Pac-Dot gefressen, Punktestand { $score } ({ $parts }).
        [one] Spiel vorbei für { $player }: { $count } Pac-Dot gefressen, Punktestand { $score } ({ $parts }).
       *[other] Spiel vorbei für { $player }: { $count } Pac-Dots gefressen, Punktestand { $score } ({ $parts }).
    }
pacman-game_over-say = Spiel vorbei. Punktestand von { $player }: { $score }.
pacman-next_turn = Baut das Labyrinth neu auf und drückt „Weiter“ für den nächsten Pac-Man.
pacman-next_turn-say = Drückt „Weiter“ für den nächsten Pac-Man.
pacman-winner =
    { $count ->
        [one] { $players } gewinnt mit einem Punktestand von { $score }!
       *[other] { $players } gewinnen gemeinsam mit einem Punktestand von { $score }!
    }
pacman-next_under_way = das Spiel läuft noch: „Weiter“ startet den nächsten Pac-Man, wenn dieses vorbei ist
pacman-power_left =
    { $count ->
        [0] keine Kraftzüge mehr: deck die Geisterkarte auf (Taste „Karte“)
        [one] noch { $count } Kraftzug: erst würfeln
       *[other] noch { $count } Kraftzüge: erst würfeln
    }
pacman-power_off = Die Kraftpille wirkt nicht mehr.
pacman-power_off-say = Die Kraftpille wirkt nicht mehr.
pacman-pacman_turn = Pac-Man ist dran: würfeln und ziehen, bevor die Geister dran sind
pacman-reshuffle = Der Geisterstapel wird neu gemischt ({ $cards }).
pacman-fruit_card = Eine Obstkarte, aber kein Obst zum Hinlegen: Zieht noch eine.
pacman-fruit_placed =
    { $count ->
        [one] Obstkarte: Legt { $fruit } auf das Startfeld ({ $count } Punkt). Zieht noch eine Karte für die Geister.
       *[other] Obstkarte: Legt { $fruit } auf das Startfeld ({ $count } Punkte). Zieht noch eine Karte für die Geister.
    }
pacman-fruit_placed-say = Obst! Legt { $fruit } auf das Startfeld.
pacman-ghost_move = { $ghost } { $spaces }
pacman-no_ghost_moves = Kein Geist bewegt sich
pacman-lost_move =
    { $count ->
        [one] { " " }({ $ghosts } setzt aus: Blinky öffnet den Käfig)
       *[other] { " " }({ $ghosts } setzen aus: Blinky öffnet den Käfig)
    }
pacman-ghost_card = Die Geister bewegen sich: { $moves }{ $lost }.
pacman-ghost_card-none = Kein Geist bewegt sich{ $lost }.
pacman-ghost_card-say = { $said }.{ $lost }
pacman-referee-too_far =
    { $count ->
        [one] Schiedsrichter: Der Stift auf { $space } liegt { $count } Feld vom Startpunkt entfernt, der Zug reicht aber nur { $allowed ->
            [one] { $allowed } Feld
           *[other] { $allowed } Felder
        } weit.{ $tail }
       *[other] Schiedsrichter: Der Stift auf { $space } liegt { $count } Felder vom Startpunkt entfernt, der Zug reicht aber nur { $allowed ->
            [one] { $allowed } Feld
           *[other] { $allowed } Felder
        } weit.{ $tail }
    }
pacman-referee-too_far-say = Zu weit für diesen Wurf: { $space }.{ $say_tail }
pacman-referee-no_path = Schiedsrichter: Der Stift auf { $space } liegt nicht auf demselben Weg wie der Rest des Zuges (ein Sprung oder eine Wand dazwischen).{ $tail }
pacman-referee-no_path-say = Dieser Pac-Dot liegt nicht auf Pac-Mans Weg: { $space }.{ $say_tail }
pacman-referee-not_moving = Schiedsrichter: Der Stift auf { $space } wurde heruntergedrückt, obwohl Pac-Man gerade nicht ziehen darf (erst würfeln).{ $tail }
pacman-referee-not_moving-say = Pac-Man zieht gerade nicht: { $space }.{ $say_tail }
pacman-referee-held = { " " }Als strittig zurückgestellt: Gebt confirm space={ $space } ein, damit der Pac-Dot zählt, oder drückt den Stift wieder hoch.
pacman-referee-counted = { " " }Trotzdem gezählt.
pacman-referee-held-say = { " " }Bitte bestätigen oder den Stift wieder hochdrücken.
title-deathstar = Flucht vom Todesstern
title-cards = PAC-MAN-Kartenspiel
title-pacman = PAC-MAN-Brettspiel
title-labyrinth = Pokémon Labyrinth
standing-score = { $player } { $points }
standing-scores = Punkte: { $scores }.
standing-scores_turn = Punkte: { $scores }. { $player } ist dran.
standing-scores_won =
    { COUNT($players) ->
        [one] Punkte: { $scores }. { $players } hat gewonnen.
       *[other] Punkte: { $scores }. { $players } haben gewonnen.
    }
standing-turn = { $player } ist dran.
standing-won =
    { COUNT($players) ->
        [one] { $players } hat gewonnen.
       *[other] { $players } haben gewonnen.
    }
standing-nothing = Noch keine Punkte.
controller-new_game = Neues Spiel Nr. { NUMBER($id, useGrouping: 0) }: { $title } mit { $players } (Startwert { NUMBER($seed, useGrouping: 0) }).
controller-resuming =
    { $count ->
        [one] Das unfertige Spiel Nr. { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) geht nach { $count } Aktion weiter. { $standing } (--new fängt neu an.)
       *[other] Das unfertige Spiel Nr. { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) geht nach { $count } Aktionen weiter. { $standing } (--new fängt neu an.)
    }
controller-set_aside = Spiel Nr. { NUMBER($id, useGrouping: 0) } lässt sich nicht fortsetzen ({ $problem }): beiseitegelegt. { $then }
controller-log_damaged = Das Schreibprotokoll der Datenbank wurde beschädigt, während die Box aus war: Die letzten Züge vor dem Ausschalten sind verloren; vergleicht das Brett mit der Box (rückgängig machen oder noch einmal eingeben). { $then }
journal-disk_full = Die Speicherkarte ist voll: Die Box kann das Spiel und die Punktestände nicht öffnen. Macht in { $folder } etwas Platz frei ({ $count } KiB frei) und startet die Box neu; nichts wurde verändert, das Spiel und die Punktestände bleiben erhalten.
controller-abandoned = Unfertiges Spiel Nr. { NUMBER($id, useGrouping: 0) } abgebrochen. { $then }
controller-summary =
    { COUNT($winners) ->
        [one] Ergebnis: { $players }. Sieger: { $winners }.
       *[other] Ergebnis: { $players }. Sieger: { $winners }.
    }
controller-no_winner = noch keiner
controller-private = (eine private Nachricht für { $player })
controller-private-take = --- { $player }, nimm die Box; alle anderen schauen weg; drück Enter ---
controller-private-only = --- nur für { $player } ---
controller-private-hide = --- drück Enter zum Ausblenden ---
controller-undone = Zurückgenommen: { $action }.
controller-final = Endstand: { $scores }.
act-undo = Letzten Zug zurücknehmen
act-status = Punktestand anhören
act-deathstar-spin = Drehen
act-deathstar-card = Karte der Macht ziehen
act-deathstar-land = Landefeld melden
act-deathstar-bump = Figur schlagen
act-deathstar-escape = Aus dem Gefängnistrakt ausbrechen
act-deathstar-end = Zug beenden
act-cards-play = Karte ausspielen
act-cards-discard = Abwerfen
act-cards-show_hand = Handkarten ansehen
act-cards-score = Reihe werten
act-pacman-peg = Stift bewegen
act-pacman-confirm = Zug bestätigen
act-pacman-roll = Würfeln
act-pacman-power = Kraftpille nehmen
act-pacman-ghost = Geist fressen
act-pacman-fruit = Obst fressen
act-pacman-caught = Pac-Man gefangen melden
act-pacman-card = Geisterkarte aufdecken
act-pacman-next = Nächster Pac-Man
act-labyrinth-insert = Karte einschieben
act-labyrinth-move = Figur bewegen
act-labyrinth-found = Ziel gefunden melden
act-labyrinth-home = Heimkehr melden
act-labyrinth-show_target = Ziel zeigen
act-labyrinth-reach = Erreichbare Felder zeigen
button-spin = Drehen
button-card = Karte
button-next = Weiter
button-undo = Zurück
player-default = Spieler{ $n }
cli-argparse-choice = Angabe { $argument }: { $value } ist keiner der möglichen Werte { $choices }
cli-argparse-one = die Angabe { $argument } braucht einen Wert
cli-argparse-not_with = { $argument } geht nicht zusammen mit { $other }
cli-argparse-invalid_value = Angabe { $argument }: { $value } ist kein gültiger Wert
cli-argparse-argument = Angabe { $argument }: { $message }
cli-argparse-required = erforderlich: { $arguments }
cli-argparse-unrecognized = unbekannte Angaben: { $arguments }
controller-no_sound = kein Audiogerät ({ $reason }): die Box läuft ohne Ton weiter
controller-status = { $standing }
controller-undo_over = das Spiel ist vorbei: fang lieber ein neues an, statt zurückzunehmen
controller-undo_nothing = nichts zurückzunehmen
controller-undo_journal = Zurücknehmen geht nicht, solange das Protokoll nicht geschrieben werden kann
controller-button_press = Die Taste „{ $button }“ hat in diesem Spiel keine Funktion
controller-button_press-hint = Das Drücken der Taste „{ $button }“ bewirkt in diesem Spiel nichts; halte sie gedrückt für „{ $action }“
controller-button_hold = Das Gedrückthalten der Taste „{ $button }“ hat in diesem Spiel keine Funktion
controller-button_hold-hint = Das Halten der Taste „{ $button }“ bewirkt in diesem Spiel nichts; drück sie kurz für „{ $action }“
controller-internal_error = interner Fehler bei { $item }
controller-board_fault = Stiftbrett: { $reason }; seine Stifte werden ignoriert, bis es eine gültige Größe meldet.
controller-board_unplugged = Stiftbrett ({ $port }): ausgesteckt; seine Stifte werden nicht gelesen, bis es wieder da ist.
controller-board_unplugged-say = Das Stiftbrett ist ausgesteckt.
controller-board_back = Stiftbrett ({ $port }): wieder da; seine Stifte werden wieder gelesen, so wie sie jetzt stehen.
controller-board_back-say = Das Stiftbrett ist wieder da.
controller-peg_fault = Stiftsensor { $cell }{ $space }: { $fault }.
controller-peg_ambiguous = mehrdeutig (vielleicht ein Scheinkontakt über drei andere Stifte? prüft die Dioden)
controller-peg_not_wired = Stiftsensor { $cell } ist mit keinem Feld dieses Spiels verbunden
controller-unknown_action = unbekannte Aktion „{ $action }“ ({ $title }: { $known })
controller-extra_words = { $action } akzeptiert kein { $extra } (nur { $takes })
controller-no_words = { $action } akzeptiert kein { $extra } (es erwartet keine weiteren Angaben)
controller-stale = ein neues Spiel hat begonnen: wähle deinen Platz noch einmal
controller-other_seat = dieses Handy spielt für { $seat }, nicht für { $player }
controller-host_undo = nur der Gastgeber darf zurücknehmen
controller-pegs_from_the_board = die Pac-Dots meldet das Stiftbrett, kein Handy
controller-not_yours = das ist jetzt Sache von { $actor }, nicht von { $seat }
controller-no_new_game = diese Box kann hier kein neues Spiel starten
controller-moved_aside = Die Datenbank war unbrauchbar und wurde nach { $path } verschoben.
controller-web_name = web: auf Handys, die den Namen der Box kennen, auch { $url }seat
controller-web = Web: die Tischseite ist unter { $url } ; Handys melden sich unter { $url }seat an ; Gastgeber-Code { $code }
controller-join = Zum Mitspielen mit dem Handy öffnet { $where }.
controller-port = { $host }, Port { $port }
controller-pages_stay = Die Seiten bleiben bis Strg+C (oder SIGTERM) erreichbar.
controller-prompt = Gib Eingaben wie in einem Skript ein ({ $keys }), oder do <Aktion> [Schlüssel=Wert ...], wait <Sekunden>. 'help' zeigt die Aktionen; Strg+D beendet.
controller-needs_simulate = „{ $verb }“ braucht simulierte Tasten (mit --simulate starten)
controller-hold_late = 'hold { $button }': das Halten wurde nicht rechtzeitig gemeldet
controller-no_peg_board = 'peg { $space }': dieses Spiel hat kein Stiftbrett
controller-action-undo = die letzte Aktion zurücknehmen
controller-action-status = sagt die Punkte und wer dran ist (ändert nichts)
scores-none = Noch keine beendeten Spiele.
scores-wins = Siege
scores-high = Bestenliste
scores-standard = Standard
scores-recent = Letzte Partien (Ortszeit)
scores-won_by = gewonnen von { $players }
scores-no_winner = ohne Sieger
scores-at = { "  " }an der Box { $box }
scores-wrote =
    { $count ->
        [0] Keine Partien zu schreiben: { $path } ist leer.
        [one] { $count } Partie nach { $path } geschrieben.
       *[other] { $count } Partien nach { $path } geschrieben.
    }
scores-moved_aside-unreadable = Eine beschädigte Datenbank wurde beiseitegelegt: { $path }; sie kann nicht mehr gelesen werden.
scores-moved_aside =
    { $count ->
        [one] Eine beschädigte Datenbank wurde beiseitegelegt: { $path }; sie enthält { $count } beendete Partie (companion scores --from { $path } zeigt sie).
       *[other] Eine beschädigte Datenbank wurde beiseitegelegt: { $path }; sie enthält { $count } beendete Partien (companion scores --from { $path } zeigt sie).
    }
help-line = { "  " }do { $action }: { $doc }
help-deathstar-spin = dreht die Drehscheibe für den, der jetzt drehen muss (Reihenfolge, ein Zug, ein Raumgefecht); in einem Zug, in dem schon gedreht wurde, beendet ihn und dreht für den Nächsten (eine Drehung ist eine Landung: land, bump oder card)
help-deathstar-card = zieht eine Karte der Macht für die Figur, die sich bewegt hat ([token=1|2])
help-deathstar-land = eine Figur ist gelandet: token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, oder im Hyperraum spot=plain|tie|base
help-deathstar-bump = die bewegte Figur ist auf einer anderen gelandet: target=NAME token=1|2 kommt in den Gefängnistrakt, die bewegte nimmt ihr Feld [mover=1|2]
help-deathstar-escape = spielt eine aufbewahrte Fluchtkarte: [player=NAME] [token=1|2]
help-deathstar-end = beendet den Zug, ohne für den Nächsten zu drehen
help-cards-play = legt eine Karte aus deiner Hand: card=0|1|5|10|+|-|x board=NAME row=top|bottom [slot=left|right für Zahlen] [player=NAME]
help-cards-discard = wenn keine Karte der Hand passt: card=C abwerfen, nachziehen, der Zug endet [player=NAME]
help-cards-show_hand = zeigt deine Hand, wenn du dran bist, nur dir [player=NAME: wer dran ist]
help-cards-score = mode=scorekeeper: eine fertige Reihe, player=NAME left=N op=+|-|x right=N
help-pacman-peg = ein Stiftsensor hat sich geändert: space=ID state=down|up (vom Stiftbrett oder getippt)
help-pacman-confirm = zählt einen Pac-Dot, den der strenge Schiedsrichter zurückhält: space=ID
help-pacman-roll = würfelt mit 3 Würfeln für Pac-Man (bei den Kraftzügen: mit einem)
help-pacman-power = Pac-Man hat eine Kraftpille erreicht: drei Kraftzüge mit einem Würfel folgen
help-pacman-ghost = Pac-Man hat einen Geist gefressen (nur während der Kraftzüge): 200 Punkte
help-pacman-fruit = Pac-Man hat das Obst im Labyrinth gefressen
help-pacman-caught = ein Geist hat Pac-Man gefangen
help-pacman-card = die Geister sind dran: deckt die nächste Geisterkarte auf
help-pacman-next = startet das Spiel des nächsten Pac-Man (nach Spielende)
help-labyrinth-insert = schiebt die übrige Karte ein: arrow=N1|N3|N5|S1|S3|S5|W1|W3|W5|E1|E3|E5 rotation=0-3
help-labyrinth-move = zieht deine Figur durch offene Gänge: to=REIHE,SPALTE (dein eigenes Feld: stehen bleiben) [player=NAME]
help-labyrinth-found = ein gefundenes Ziel, wenn die Box die Figuren nicht verfolgt: player=NAME [pokemon=NAME nachts]
help-labyrinth-home = zurück am Start, wenn die Box die Figuren nicht verfolgt: player=NAME
help-labyrinth-show_target = zeigt einem Spieler sein aktuelles Ziel, nur ihm: player=NAME
help-labyrinth-reach = welche Karten (ZEILE,SPALTE) kann diese Figur jetzt erreichen? [player=NAME] [board=yes zeichnet sie]
page-now-won =
    { COUNT($players) ->
        [one] { $players } hat gewonnen!
       *[other] { $players } haben gewonnen!
    }
page-now-over = Das Spiel ist vorbei.
page-now-turn = { $player } ist dran
page-now-deathstar-order = { $player }: dreh, um die Reihenfolge festzulegen
page-now-deathstar-dogfight = { $player }: dreh für das Raumgefecht
page-now-deathstar-move =
    { $player }: { $spin ->
        [one] zieh { $spin } Feld
       *[other] zieh { $spin } Felder
    } und gib an, wo die Figur gelandet ist
page-now-deathstar-move_dogfight = { $player }: zieh ein Feld vor oder schräg und gib an, wo die Figur gelandet ist
page-now-deathstar-landed = { $player }: beende den Zug
page-now-deathstar-spin = { $player }: dreh
page-now-cards-scorekeeper = Sagt der Box jede fertige Reihe
page-now-cards-play = { $player }: leg eine Karte
page-now-labyrinth-insert = { $player }: schieb die übrige Karte ein
page-now-labyrinth-move = { $player }: beweg deine Figur
page-now-pacman-next = Für den nächsten Pac-Man: Drückt „Weiter“
page-now-pacman-card =
    { $player }: { $roll ->
        [one] zieh { $roll } Feld
       *[other] zieh { $roll } Felder
    }, danach kommt eine Geisterkarte
page-now-pacman-roll = { $player } (Pac-Man): würfle
page-connecting = Verbindung zur Box wird hergestellt…
page-live = verbunden
page-reconnecting = Offline: Verbindung zur Box wird wiederhergestellt…
page-offline = offline
page-box_away = Die Box antwortet nicht: versuch es noch einmal, wenn sie wieder da ist
page-box_answered = die Box antwortete { $status }
page-table-title = Tabletop Companion — Tischansicht
page-table-qr = QR-Code zum Mitspielen
page-table-join = Mit dem Handy mitspielen:
page-recent = Spielverlauf
page-done = Erledigt.
page-refused = abgelehnt ({ $status })
page-where-board = auf dem Spielplan
page-where-detention =
    { $count ->
        [0] Gefängnistrakt (kommt in der nächsten Runde frei)
        [one] Gefängnistrakt (noch { $count } Runde)
       *[other] Gefängnistrakt (noch { $count } Runden)
    }
page-ds-blueprint = Bauplan
page-ds-tractor_beam = Traktorstrahl
page-ds-hyperspace = Hyperraum!
page-ds-to_falcon = → Falke
page-ds-escape_cards =
    { $count ->
        [0] keine Fluchtkarte
        [one] { $count } Fluchtkarte
       *[other] { $count } Fluchtkarten
    }
page-ds-spin = Drehen
page-ds-last_spin = Zuletzt gedreht
page-ds-force_with = Die Macht ist mit dir
page-ds-force_against = Die Macht ist gegen dich
page-ds-mission = Auftrag
page-ds-deck =
    Karten der Macht: { $deck } übrig · { $drawn } gezogen
page-ds-spin_dogfight = Fürs Raumgefecht drehen
page-ds-end = Zug beenden
page-ds-which_token = Welche Figur wurde bewegt?{ " " }
page-ds-landed_on = Wo ist die Figur gelandet?
page-ds-landed_on_token = Auf einer Figur gelandet:{ " " }
page-ds-owner_token = { $token } von { $owner }
page-ds-play_escape = Meine Fluchtkarte spielen
page-cards-rows_scored =
    { $count ->
        [0] noch keine Reihe gewertet
        [one] { $count } Reihe gewertet
       *[other] { $count } Reihen gewertet
    }
page-cards-in_hand = { $count } auf der Hand
page-cards-draw_pile = Nachziehstapel: { $count }
page-cards-discard =
    { $count ->
        [0] Ablagestapel: leer
        [one] Ablagestapel: { $count } Karte (oben: { $top })
       *[other] Ablagestapel: { $count } Karten (oben: { $top })
    }
page-cards-first_to = Ziel: { $target } Punkte
page-cards-tap_space = Tipp jetzt auf einen freien Platz für deine { $card }.
page-cards-tap_card = Tippe auf eine deiner Karten, dann auf einen freien Platz in einer Reihe.
page-cards-discard_btn = { $card } abwerfen
page-cards-face =
    { $face ->
        [plus] +
        [minus] −
        [times] ×
       *[other] { $face }
    }
page-cards-completed_row = Eine fertige Reihe:{ " " }
page-cards-left = links
page-cards-right = rechts
page-cards-score_it = Werten
page-cards-your_hand = Deine Handkarten:{ " " }
page-pm-section = Abschnitt { $section }: { $eaten } von { $dots } gefressen
page-pm-power_on =
    { $count ->
        [0] KRAFT! Letzter Zug gemacht
        [one] KRAFT! Noch { $count } Zug
       *[other] KRAFT! Noch { $count } Züge
    }
page-pm-pellets_left =
    { $count ->
        [0] Keine Kraftpille mehr
        [one] Noch { $count } Kraftpille
       *[other] Noch { $count } Kraftpillen
    }
page-pm-is_pacman = { $player } ist Pac-Man
page-pm-level = Level { $level } · Leben { $lives } · { $mode }
page-pm-level_short = Level { $level }   Leben { $lives }
page-pm-mode-normal = Modus: normal
page-pm-mode-arcade = Modus: Arcade
page-pm-fruit = Obst im Labyrinth: { FORM($fruit, "label") }
page-pm-last_roll = Letzter Wurf: { $roll } · Pac-Dots übrig: { $dots }
page-pm-score = Punkte: { $total } (Abschnitte { $sections }, Geister { $ghosts }, Obst { $fruit })
page-pm-score-purist = Punkte: { $total } (Abschnitte { $sections }, Geister { $ghosts }, Obst { $fruit }, Pac-Dots { $dots })
page-pm-score_short = Punkte: { $total }
page-pm-ghosts = Letzte Geisterkarte: { $moves }
page-pm-lost = (setzt aus)
page-pm-played_by = Geisterspieler: { $who }
page-pm-btn-roll = Würfeln
page-pm-btn-power = Kraftpille gefressen
page-pm-btn-ghost = Geist gefressen
page-pm-btn-fruit = Obst gefressen
page-pm-btn-caught = Von einem Geist gefangen
page-pm-btn-card = Die Geister sind dran: Karte aufdecken
page-pm-btn-next = Nächsten Pac-Man starten
page-pm-btn-confirm = Umstrittenen Pac-Dot auf { $space } zählen
page-lab-found = { $player }: { $found } gefunden
page-lab-found_left = { $player }: { $found } gefunden, noch { $left }
page-lab-spare = Übrige Karte
page-lab-arrows = Pfeile
page-lab-any_arrow = Jeder Pfeil
page-lab-not_at = Nicht bei { $arrow }
page-lab-phase = Phase: { $phase }
page-lab-phase-classic = klassisch
page-lab-phase-day = Tag
page-lab-phase-night = Nacht
page-lab-phase-end = vorbei
page-lab-push_at = Einschieben bei:{ " " }
page-lab-turn_spare = Übrige Karte drehen:{ " " }
page-lab-slide = Bei { $arrow } einschieben
page-lab-tap = Tippe auf eine markierte Karte, um dorthin zu ziehen (oder auf die Karte, auf der du stehst, um stehen zu bleiben).
page-lab-your_glow = Deine leuchtenden Pokémon ({ $count }):{ " " }
page-lab-your_target = Dein Ziel:{ " " }
page-lab-none_left = keins mehr: ab nach Hause
page-lab-stack = { " " }({ $count } in deinem Stapel)
page-table-code = Beitrittscode { $code }
page-table-code_elsewhere = Die Box sagt den Beitrittscode beim Einschalten laut an (um ihn noch einmal zu hören, ihre Taste „Drehen“ gedrückt halten)
page-seat-code = Beitrittscode (die Box sagt ihn an):
page-seat-watching = Alle Plätze sind besetzt: Dieses Handy schaut zu (der Gastgeber kann ihm einen Platz geben).
page-host-make_table = Diesen Bildschirm als Tischanzeige verwenden (er zeigt den Beitrittscode)
page-seat-again = Noch einmal spielen
page-seat-your_turn = Du bist dran, { $seat }!
page-seat-title = Tabletop Companion — dein Platz
page-seat-who = Wer bist du?
page-seat-taken = { " " }(besetzt)
page-seat-you_are = Du bist { $seat }
page-seat-kept = Behaltene Karten:{ " " }
page-seat-wait = Du bist nicht dran. Bitte warte.
page-host-title = Tabletop Companion — Gastgeber
page-host-heading = Gastgeber
page-host-code = Gastgeber-Code (wird beim Start der Box ausgegeben und steht in ihrem Protokoll; er bleibt nach einem Neustart gleich):{ " " }
page-host-this_game = Dieses Spiel
page-host-undo = Letzte Aktion zurücknehmen
page-host-abandon = Dieses Spiel von vorn beginnen
page-host-seats = Plätze
page-host-new_game = Neues Spiel
page-host-game = Spiel
page-host-players = Spieler
page-host-options = Optionen
page-host-start = Neues Spiel starten
page-host-released = Der Platz von { $player } ist frei.
page-host-free_confirm = Den Platz von { $player } für ein anderes Handy freigeben?
page-host-free = Platz von { $player } freigeben
page-host-no_seats = Noch hat kein Handy einen Platz genommen.
page-host-abandon_confirm = Dieses Spiel ohne Wertung aufgeben und neu beginnen?
page-host-new_confirm = Ein neues Spiel starten? Ein laufendes Spiel wird ohne Wertung abgebrochen.
page-cafe-title = Tabletop Companion — alle Tische
page-cafe-heading = Alle Tische
page-cafe-connecting = Verbindung zum Hub…
page-cafe-league = Liga
page-cafe-no_game = Noch kein Spiel.
page-cafe-now = Tische: { $tables } · Spiele in der Liga: { $games }
page-cafe-wins =
    { $count ->
        [0] { $player }: noch kein Sieg
        [one] { $player }: { $count } Sieg
       *[other] { $player }: { $count } Siege
    }
page-cafe-no_answer = Der Hub antwortet nicht.
page-touch-end = Zug beenden
page-touch-spin = Drehen
page-touch-roll = Würfeln
page-touch-card = Geisterkarte
page-touch-next = Nächster Pac-Man
page-touch-undo = Zurück
page-touch-undo_confirm = Nochmal tippen: zurück
page-touch-new = Neues Spiel
page-touch-new_confirm = Nochmal tippen: neues Spiel
page-api-starting = die Box startet gerade: versuch es gleich noch einmal
page-api-no_answer = die Box hat nicht rechtzeitig geantwortet; die Aktion wird möglicherweise trotzdem noch ausgeführt
page-api-claim_first = nimm zuerst einen Platz (POST /api/seats) und schick seinen Schlüssel als 'Authorization: Bearer TOKEN'
page-api-bad_token = der Schlüssel dieses Platzes gilt nicht (vielleicht hat ein neues Spiel begonnen)
page-api-no_player = kein Spieler „{ $player }“ in diesem Spiel ({ $players })
page-api-seat_taken = der Platz von { $player } ist besetzt: bitte den Gastgeber, ihn freizugeben
page-api-wrong_code = falscher Gastgeber-Code (er wird beim Start der Box ausgegeben und steht in ihrem Protokoll)
page-api-locked_out = zu viele falsche Codes von diesem Gerät: in { $seconds } s erneut versuchen
page-api-too_many_streams =
    { $count ->
        [one] dieses Gerät hat schon { $count } laufend aktualisierte Seite offen: schließ sie zuerst
       *[other] dieses Gerät hat schon { $count } laufend aktualisierte Seiten offen: schließ zuerst eine
    }
page-api-wrong_join_code = falscher Beitrittscode: Frag am Tisch nach (ein Handy, das schon am Tisch ist, kann die Box den Code noch einmal ansagen lassen)
page-api-not_over = das Spiel ist noch nicht zu Ende
page-api-first_seat = Nur das Handy von { $player } oder die Gastgeberseite kann das nächste Spiel starten
page-api-busy =
    { $count ->
        [one] die Box bedient schon { $count } Verbindung: schließ eine Seite und versuch es noch einmal
       *[other] die Box bedient schon { $count } Verbindungen: schließ eine Seite und versuch es noch einmal
    }
page-api-too_large =
    { $count ->
        [one] die Anfrage ist zu groß: höchstens { $count } Byte
       *[other] die Anfrage ist zu groß: höchstens { $count } Bytes
    }
page-api-no_seat_taken = den Platz von { $player } hat niemand eingenommen
page-api-not_object = die Anfrage muss ein JSON-Objekt sein
page-api-nested =
    { $count ->
        [one] das JSON der Anfrage ist tiefer als { $count } Ebene verschachtelt
       *[other] das JSON der Anfrage ist tiefer als { $count } Ebenen verschachtelt
    }
page-api-malformed = die Anfrage ist kein gültiges JSON
page-api-too_many = zu viele Anfragen: langsamer bitte
cli-usage = Aufruf:{ " " }
cli-positionals = Argumente
cli-options = Optionen
cli-commands = Befehle
cli-command = BEFEHL
cli-help = diese Hilfe zeigen und beenden
cli-error = { $prog }: Fehler: { $message }
cli-description = Tabletop Companion: die Box für Brettspiele.
cli-verbose = Details auf stderr protokollieren
cli-version = die Version des Programms zeigen und beenden
cli-lang = die Sprache zum Sprechen und Schreiben (wie [box] language)
cli-config = eine Konfigurationsdatei, die die mitgelieferten Vorgaben überschreibt
cli-db = die Datenbank (Vorgabe: aus der Konfiguration)
cli-json = als JSON ausgeben
cli-only_game = nur dieses Spiel
cli-links = die neuesten N Partien (10) als BG-Stats-Links ausgeben, die die Partie ausfüllen
cli-run = die Box starten
cli-run-description = Die Box für ein Spiel starten.
cli-run-game = das Spiel (Vorgabe: box.game in der Konfiguration)
cli-run-players = die Namen der Spieler, durch Kommas getrennt, in Sitzreihenfolge
cli-run-option = eine Spieloption; für weitere wiederholen
cli-run-simulate = simulierte Hardware (wie --hardware simulated; auto simuliert, wo es kein Pi-GPIO gibt)
cli-run-hardware = auto, real (nie simulieren: ohne GPIO ein Fehler) oder simulated; Vorgabe [box] hardware
cli-run-script = ein Szenario-Skript spielen ('-' liest die Standardeingabe)
cli-run-seed = Startwert für Drehungen und Mischen (Vorgabe: zufällig)
cli-run-json = Ereignisse als JSON-Zeilen ausgeben
cli-run-new = ein unfertiges Spiel aufgeben, statt es fortzusetzen
cli-run-demo = ein eingebauter Spieler spielt am simulierten Tisch bis zum Ende
cli-run-pace = mit --demo: echte Sekunden zwischen Eingaben (Vorgabe 0,4 im Terminal oder mit --web, sonst 0)
cli-run-web = stellt die Tischseite und die Platzseiten der Handys bereit (Port 0 wählt einen freien); die Seiten bleiben nach einem Skript oder einer Demo bis Strg+C erreichbar
cli-run-screen = den Tisch auf dem eigenen Bildschirm der Box zeigen (wie [screen] enabled = true)
cli-run-snapshot = am Ende den Bildschirm als PNG-Bild speichern (kein Display nötig)
cli-scores = Bestenliste und Spielverlauf
cli-scores-description = Die Bestenliste und die letzten Partien zeigen oder exportieren.
cli-scores-export = jede Partie exportieren: csv DATEI oder bgstats DATEI (BG-Stats-JSON push-a-play)
cli-sounds = die Klänge auflisten, abspielen und rendern
cli-sounds-description = Jedes Ereignis mit seinem Klang auflisten, einen abspielen oder Klänge als WAV rendern.
cli-sounds-game = nur die Ereignisse dieses Spiels
cli-sounds-play = einen Klang abspielen (einen Effekt oder eine Ereignisart)
cli-sounds-render = jeden Klang als DIR/<name>.wav schreiben
cli-sounds-render_script = rendert, wie ein Szenario-Skript klingt (Effekte und Sprache, gemischt)
cli-with_render_script = mit --render-script
cli-diagnose = Selbsttest der Verkabelung von Tasten und Stiftsensoren, während sie benutzt werden
cli-diagnose-description = Zeigt, welche Stiftzellen geschlossen und welche Tasten gedrückt sind, meldet hängende, prellende und Geisterzellen und gibt die Statistik der seriellen Verbindung aus.
cli-diagnose-seconds = wie lange beobachten (Vorgabe 10)
cli-diagnose-simulate = ein simulierter Tisch (wie --hardware simulated)
cli-diagnose-hardware = wie [box] hardware (Vorgabe: auto)
cli-diagnose-board = das Stiftbrett (Vorgabe: pegs.board)
cli-diagnose-walk = jeden Stift während des Tests einmal drücken; danach nennt er die Reihen und Spalten, in denen sich keiner geschlossen hat (ein unterbrochener Draht)
cli-maze = das Modell des PAC-MAN-Labyrinths ausgeben
cli-maze-description = Gibt das Labyrinth mit jedem Feld aus oder listet jedes Feld als JSON (ID, Art, Abschnitt, Sensorzelle, Nachbarn).
cli-simulate = Bot-Partien ohne Oberfläche spielen und Zahlen ausgeben
cli-simulate-description = N Bot-Partien eines Spiels ohne Oberfläche (ohne Hardware) spielen und Zahlen ausgeben.
cli-simulate-game = das Spiel
cli-simulate-games = wie viele Partien (Vorgabe 100)
cli-simulate-seed = der Startwert (Vorgabe 1)
cli-labyrinth = Werkzeuge für Pokémon Labyrinth
cli-labyrinth-description = Pokémon Labyrinth: den Aufbau zeigen, den ein Startwert ergibt, als Text oder PNG.
cli-labyrinth-what = was gezeigt wird
cli-labyrinth-png = den Spielplan auch als PNG-Bild zeichnen
cli-hub = sammelt die Ergebnisse aller Boxen in der Liga (ein Dienst fürs Café)
cli-hub-description = Abonniert jede Box am MQTT-Broker, führt die Liga in SQLite und stellt die Café-Seite mit dem Spiel jedes Tisches bereit.
cli-hub-mqtt = der Broker: mqtt://[Benutzer:Passwort@]Host[:Port]
cli-hub-db = die Datenbank der Liga (Vorgabe: league.db neben der der Box)
cli-hub-web = die Café-Seite bereitstellen (etwa 8090)
cli-league = die Liga über alle Boxen
cli-league-description = Siege, Bestwerte je Spiel und die Partien aller Boxen aus der Datenbank des Hubs; oder exportieren.
cli-league-db = die Datenbank der Liga (Vorgabe: wie companion hub)
cli-league-export = csv DATEI oder bgstats DATEI
cli-scores-from = liest die Partien aus DATEI, einer beiseitegelegten Datenbank (companion.db.broken-...), ohne etwas zu ändern
cli-league-refused = listet die Nachrichten, die der Hub abgelehnt hat (die neuesten zuerst), mit Grund
cli-check = eine Konfigurationsdatei prüfen
cli-check-description = Prüft eine Konfiguration: Exit-Code 0, oder eine Zeile je Problem und Exit-Code 2.
cli-check-file = die Datei (Vorgabe: die, die `run` nehmen würde)
cli-bad-key_value = erwartet SCHLÜSSEL=WERT, nicht „{ $text }“
cli-bad-how_many = erwartet eine ganze Zahl ab 1, nicht „{ $text }“
cli-bad-seconds = erwartet eine Anzahl Sekunden von { $low } bis { $high }, nicht „{ $text }“
cli-bad-seconds_above = erwartet eine Anzahl Sekunden über { $low }, höchstens { $high }, nicht „{ $text }“
cli-bad-whole = erwartet eine ganze Zahl, nicht „{ $text }“
cli-bad-seed = erwartet 0 bis { $high }, nicht { $text }
cli-bad-players = erwartet durch Kommas getrennte Namen, etwa ann,bob
options-players = die Spielerzahl dieses Spiels ist { $low } bis { $high }, nicht { $count }
options-same_names = die Namen der Spieler müssen verschieden sein
options-long_name = Spielername „{ $name }“...: höchstens { $count } Zeichen
options-bad_name = Spielername „{ $name }“: nimm Buchstaben, Ziffern, '-' oder '_'
options-unknown = unbekannte Option „{ $key }“ (dieses Spiel kennt: { $known })
options-unknown-none = unbekannte Option „{ $key }“ (dieses Spiel hat keine Optionen)
options-bad_value = Option { $key }=„{ $value }“: erwartet wird eins von { $expected }
cards-bad_target = Option target=„{ $target }“: erwartet wird eine ganze Zahl von 10 bis 1000 (50 oder 100)
controller-unfinished =
    { $count ->
        [one] Spiel Nr. { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) ist nach { $count } Aktion nicht fertig: ohne --players, --option und --seed starten, um weiterzuspielen, oder --new anhängen, um es aufzugeben
       *[other] Spiel Nr. { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) ist nach { $count } Aktionen nicht fertig: ohne --players, --option und --seed starten, um weiterzuspielen, oder --new anhängen, um es aufzugeben
    }
controller-unfinished-ask =
    { $reason }.
    Aufgeben und das neue Spiel beginnen? [j/N]
controller-yes = j|ja|y|yes
controller-nothing_changed = Nichts geändert: das unfertige Spiel wartet.
controller-unknown_game = unbekanntes Spiel „{ $game }“ ({ $games })
rules-not_now = { $action }: das ist jetzt keiner der möglichen Züge
script-line = Zeile { $number }:{ " " }
script-one_button = { $where }'{ $verb }' braucht den Namen einer Taste, z. B. '{ $verb } spin'
script-needs_action = { $where }'do' braucht eine Aktion, z. B. 'do spin'
script-key_value = { $where }die Angaben zu 'do' lauten Schlüssel=Wert, nicht '{ $word }'
script-wait_seconds = { $where }'wait' braucht eine Anzahl Sekunden
script-wait_number = { $where }'wait' braucht eine Anzahl Sekunden, nicht { $got }
script-wait_range = { $where }'wait' erwartet 0 bis 86400 Sekunden, nicht { $got }
script-peg_words = { $where }'peg' braucht ein Feld und down oder up, z. B. 'peg B7 down'
script-unknown = { $where }unbekannte Eingabe '{ $verb }' (peg, press, hold, do, wait)
script-unknown_actions = { $where }unbekannte Eingabe '{ $verb }' (peg, press, hold, do, wait oder eine Aktion: { $actions })
script-no_peg_board = 'peg { $space }': dieses Spiel hat kein Stiftbrett
script-no_peg_space = 'peg { $space }': im Labyrinth gibt es kein Feld mit diesem Namen
script-needs_simulate = '{ $verb }' braucht simulierte Tasten (mit --simulate starten)
script-hold_late = 'hold { $button }': das lange Drücken kam nicht rechtzeitig an
script-no_button = keine Taste heißt '{ $button }' (Tasten: { $buttons })
controller-join_code = Zum Mitspielen mit dem Handy öffnet { $where }; der Beitrittscode ist { $digits }.
controller-dot = Punkt
controller-join_note = web: der Beitrittscode des Tisches ist { $code } (laut angesagt; Handys treten unter { $url }seat bei)
controller-status-scores = Punkte: { $scores }. { $now }.
controller-status-now = { $now }.
controller-resumed = Das Spiel geht weiter, wo es stehen geblieben ist. { $status }
page-api-no_settings = diese Box speichert keine Einstellungen (eine Vorführung mit einer Wegwerf-Datenbank)
page-host-you_host = Du bist Gastgeber: Wähle das Spiel und die Mitspieler, dann starte es.
page-host-settings = Einstellungen
page-host-language = Sprache
page-host-volume = Lautstärke
page-host-speech = Die Box spricht
page-host-first_game = Spiel beim Einschalten der Box
page-host-save = Einstellungen speichern
page-host-saved = Einstellungen gespeichert.
page-host-players_hint = Namen, durch Kommas getrennt
page-ds-legend = Auftragskarten: ✓ erhalten · ○ noch zu holen
page-host-take_over = Gastgeberrolle für dieses Handy anfragen
page-api-unknown_game = unbekanntes Spiel { $game } (Spiele: { $games })
page-api-bad_players = nenne höchstens 8 Spieler, jeden Namen mit höchstens { $count } Buchstaben
page-seat-say_code = Beitrittscode noch einmal ansagen
page-api-wait_for_host = an diesem Tisch wurden zu viele falsche Codes eingegeben: Dieses Handy wartet auf das OK des Gastgebers
page-api-no_seat = dieses Handy spielt in diesem Spiel noch für niemanden: Tippe zuerst auf einen Namen
page-api-join_first = dieses Handy ist dem Tisch noch nicht beigetreten: Gib zuerst den Beitrittscode ein
page-member-press_at_box = Die Box fragt in die Runde: Zum Zustimmen eine beliebige Taste an der Box gedrückt halten.
page-member-box_busy = an der Box wartet schon die Anfrage eines anderen Handys: Versuch es in einer Minute noch einmal
page-api-cross_site = abgelehnt: Diese Anfrage kommt von einer anderen Website ({ $why })
page-api-no_member = dieses Handy gehört nicht zum Tisch
page-api-remove_host = das Handy des Gastgebers kann nicht entfernt werden: Gib zuerst die Gastgeberrolle an ein anderes Handy ab
page-api-no_waiting = dieses Handy wartet nicht mehr auf den Beitritt
page-api-not_kept = die Einstellungen ließen sich nicht auf die Speicherkarte der Box schreiben (ist sie voll?): Es wurde nichts geändert
controller-codes_tried = Jemand im WLAN probiert Beitrittscodes aus: Ab jetzt warten neue Handys auf das OK des Gastgebers.
controller-door_press = Jemand im WLAN probiert Beitrittscodes aus. Für einen neuen Beitrittscode eine beliebige Taste an der Box gedrückt halten.
controller-host_press = Handy { $number } möchte Gastgeber werden. Zum Zustimmen eine beliebige Taste an der Box gedrückt halten.
controller-host_given = Handy { $number } ist jetzt Gastgeber.
controller-power_on_refused = box.game: „{ $title }“ kann mit den in der Konfiguration eingetragenen Spielern nicht beginnen: { $reason }
controller-power_on_gave_way = Das beim Einschalten vorgesehene Spiel { $title } kann mit den Spielern dieser Box nicht beginnen ({ $reason }): Die Box startet stattdessen { $then }.
page-member-you_are = Dieses Handy ist Handy { $number }.
page-member-phone = Handy { $number }
page-member-waiting = Warten auf das OK des Gastgebers …
page-host-table_heading = Die Handys am Tisch
page-host-who_where = Wer spielt mit welchem Handy?
page-host-no_phone = kein Handy
page-host-make_host = Zum Gastgeber machen
page-host-remove = Entfernen
page-host-remove_confirm = Handy { $number } vom Tisch entfernen? Um zurückzukommen, braucht es den neuen Beitrittscode.
page-host-hand_confirm = Die Gastgeberrolle an Handy { $number } abgeben?
page-host-waiting = Ein Handy mit dem Beitrittscode möchte beitreten:
page-host-let_in = Hereinlassen
page-host-turn_away = Abweisen
page-host-guarded = Jemand hat zu viele Beitrittscodes ausprobiert: Neue Handys warten auf dein OK. Sobald du einen neuen Beitrittscode erstellst, kommen Handys wieder ohne dein OK herein.
page-host-new_code = Neuen Beitrittscode erzeugen
page-host-reset_table = Alle anderen Handys vergessen
page-host-reset_confirm = Alle Handys außer diesem vergessen? Jedes braucht dann den neuen Beitrittscode.
page-host-host_code = Gastgeber-Code für die Seite „/host“ am Laptop: { $code }
page-host-is_host = Gastgeber
page-api-wait_at_door = an diesem Tisch wurden zu viele falsche Codes eingegeben: Halte eine beliebige Taste an der Box gedrückt, dann sagt sie einen neuen Beitrittscode an
page-member-removed = Dieses Handy gehört nicht mehr zum Tisch (der Gastgeber hat es entfernt): Gib den Beitrittscode ein, um wieder beizutreten.
page-host-asking = Handy { $number } möchte Gastgeber werden: Es wird Gastgeber, wenn jemand innerhalb einer Minute eine Taste an der Box gedrückt hält.

## The pages' own small words: separators, labels before a value
list-middot = { " · " }
## The four ghosts, by their names in the rulebook (each a ghost, il fantasma, le fantôme, der Geist).
-pacman-ghost-blinky = Blinky
    .gender = masculine
-pacman-ghost-pinky = Pinky
    .gender = masculine
-pacman-ghost-inky = Inky
    .gender = masculine
-pacman-ghost-clyde = Clyde
    .gender = masculine
page-pm-ghost_move = { $ghost } { $spaces }
page-pm-ghost_lost = { $ghost } (setzt aus)
page-lab-spare_label = Übrige Karte:{ " " }
page-lab-arrows_label = Pfeile:{ " " }
page-lab-degrees = { $degrees }°
page-host-now = { $title } — { $now }
page-cafe-status-online = verbunden
page-cafe-status-offline = getrennt
page-cafe-status-unknown = ?
