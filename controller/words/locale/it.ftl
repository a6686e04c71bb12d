### Tabletop Companion: the words players read and hear, in Italian.
### Glossario (leggere prima di tradurre): un termine per ogni cosa, quelli del regolamento italiano.
###   Pac-Dot; Power Pellet; fantasma, fantasma blu; carta Fantasma, mazzo Fantasma; casella di partenza; gabbia dei fantasmi;
###   piolo (sensore sotto il labirinto), tabellone a pioli; ruota (lo spinner della Morte Nera);
###   carta della Forza; blocco di detenzione; iperspazio; pedina; tessera, tessera in più; obiettivo;
###   riga e colonna (riga 2, colonna 3; mai "2,3"); pulsanti: Gira, Carta, Avanti, Annulla;
###   "chi gestisce la partita" (mai "host"); pescare (una carta) e muovere (una pedina).
### The format is Project Fluent: docs/translators.md says how an entry is written (DE($player) for "d'ann",
### AD($player) for "ad ann", a variant [0] for none, COUNT($players) for a tie) and what the tests check.

cards-card-plus = PAC-MAN (somma)
cards-card-minus = Fantasma (sottrai)
cards-card-times = Pac-Man che mangia un fantasma (moltiplica)
cards-no_cards = nessuna carta
cards-row-top = in alto
cards-row-bottom = in basso
cards-where-left = a sinistra
cards-where-op = al centro
cards-where-right = a destra
cards-space-left = a sinistra
cards-space-op = al centro
cards-space-right = a destra
cards-rule =
    { $count ->
        [one] Vince chi arriva per primo { AD($count) } punto.
       *[other] Vince chi arriva per primo { AD($count) } punti.
    }
cards-rule-hard =
    { $count ->
        [one] Vince chi arriva per primo { AD($count) } punto; variante difficile: le righe con i fantasmi possono andare sotto zero.
       *[other] Vince chi arriva per primo { AD($count) } punti; variante difficile: le righe con i fantasmi possono andare sotto zero.
    }
cards-scorekeeper = Segno i punti di { $players }. { $rule }
cards-scorekeeper-say = Segno io i punti. { $rule }
cards-deal =
    { $count ->
        [one] { $dealer } distribuisce { $count } carta a testa. { $rule }
       *[other] { $dealer } distribuisce { $count } carte a testa. { $rule }
    }
cards-deal-say = Carte distribuite. { $rule }
cards-turn = Tocca { AD($player) }.
cards-turn-say = { $player }, tocca a te.
cards-play =
    { $player } gioca { $card ->
        [0] uno 0
        [plus] una carta «più» (+)
        [minus] una carta «meno» (−)
        [times] una carta «per» (×)
       *[other] un { $card }
    } { $own ->
        [yes] nella sua riga { $row }
       *[other] nella riga { $row } di { $board }
    }, { $where }.
cards-which_row = { $board } (riga { $row })
cards-any_row = una riga di { $board }
cards-row_scored =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } fa { $count } punto, totale { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } fa { $count } punti, totale { $total }.
    }
cards-row_scored-say =
    { $count ->
        [one] { $player } fa { $count } punto. Totale { $total }.
       *[other] { $player } fa { $count } punti. Totale { $total }.
    }
cards-row_floored = { $where }: { $left } − { $right } va sotto zero e conta 0; { $player } non fa punti, totale { $total }.
cards-row_lost =
    { $count ->
        [one] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } perde { $count } punto, totale { $total }.
       *[other] { $where }: { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points }; { $player } perde { $count } punti, totale { $total }.
    }
cards-row_lost-say =
    { $count ->
        [one] { $player } perde { $count } punto. Totale { $total }.
       *[other] { $player } perde { $count } punti. Totale { $total }.
    }
cards-winner =
    { $count ->
        [one] { $player } arriva a { $count } punto e vince!
       *[other] { $player } arriva a { $count } punti e vince!
    }
cards-winner-say =
    { $count ->
        [one] { $player } vince con { $count } punto!
       *[other] { $player } vince con { $count } punti!
    }
cards-discard =
    { $player } non può giocare e scarta { $card ->
        [0] uno 0
        [plus] una carta «più» (+)
        [minus] una carta «meno» (−)
        [times] una carta «per» (×)
       *[other] un { $card }
    }.
cards-discard-say = { $player } scarta.
cards-draw = { $player } pesca una carta.
cards-reshuffle =
    { $count ->
        [one] Gli scarti vengono mescolati: il nuovo mazzo ha { $count } carta.
       *[other] Gli scarti vengono mescolati: il nuovo mazzo ha { $count } carte.
    }
cards-reshuffle-say = Si rimescola.
cards-hand = Le carte di { $player }: { $cards }.
cards-hand-say = { $player }, le tue carte: { $cards }.
cards-over = la partita è finita: ha vinto { $winner }
cards-scorekeeper_only = in modalità segnapunti di' al box ogni riga completata: score player=NOME left=N op=+|-|x right=N (non '{ $action }')
cards-unknown_action = azione sconosciuta '{ $action }' (play, discard, show-hand, score)
cards-no_player = nessun giocatore si chiama '{ $player }' ({ $players })
cards-not_your_turn = tocca { AD($current) }, non { AD($player) }
cards-needs_card = { $action } richiede card=<0, 1, 5, 10, +, - o x>
cards-no_such_card = { $player } non ha la carta '{ $card }'
cards-no_board = nessun tabellone di '{ $board }' ({ $players })
cards-bad_row = row='{ $row }': usa top o bottom
cards-number_slot = una carta numero va nello spazio a sinistra o a destra, non '{ $slot }'
cards-picture_slot = una carta figura va nello spazio al centro
cards-space_taken = nella riga { $row } di { $board }, il posto { $slot } è già occupato (c'è un { $card })
cards-must_play = { $player } può ancora giocare una carta; si scarta solo quando nessuna carta trova posto
cards-deck_scores = con il mazzo il box conta da solo i punti delle righe; 'score' serve con mode=scorekeeper
cards-score_needs_player = score richiede player=NOME ({ $players })
cards-score_unknown_player = nessun giocatore si chiama '{ $player }': score richiede player=NOME ({ $players })
cards-score_needs_op = score richiede op=+, op=- o op=x
cards-no_number_card = nessuna carta numero vale { $value } (nel mazzo: { $faces })
cards-needs_number = { $action } richiede { $key }=<numero intero>
cards-out_of_range = { $key }={ $value }: serve un valore da { $low } a { $high }
list-and = { $rest } { ED($last) }
list-or = { $rest } o { $last }
list-typed = '{ $word }'
list-comma = {", "}
## The Death Star's two token pairs (each moves as one): their names, on a button and in a sentence.
-deathstar-token-1 = Leia e Luke
    .gender = masculine
-deathstar-token-2 = Han e Chewbacca
    .gender = masculine
## The Death Star's spaces. Their own form: the label on a button and in the list of tokens; "at": where
## a token lands; "choice": a phone's button for where it landed.
-deathstar-spot-plain =
    { $form ->
       *[label] Casella semplice
        [at] su una casella semplice
        [choice] su una casella semplice
    }
    .gender = feminine
-deathstar-spot-force =
    { $form ->
       *[label] Casella della Forza
        [at] su una casella della Forza
        [choice] su una casella della Forza (pesca una carta)
    }
    .gender = feminine
-deathstar-spot-control_room =
    { $form ->
       *[label] Sala di controllo
        [at] nella sala di controllo
        [choice] nella sala di controllo
    }
    .gender = feminine
-deathstar-spot-tractor_beam =
    { $form ->
       *[label] Raggio traente
        [at] al raggio traente
        [choice] al raggio traente
    }
    .gender = masculine
-deathstar-spot-falcon =
    { $form ->
       *[label] Millennium Falcon
        [at] sul Millennium Falcon
        [choice] sul Millennium Falcon
    }
    .gender = masculine
-deathstar-spot-trash =
    { $form ->
       *[label] Compattatore di rifiuti
        [at] nel compattatore di rifiuti
        [choice] nel compattatore di rifiuti
    }
    .gender = masculine
-deathstar-spot-tie =
    { $form ->
       *[label] Caccia TIE
        [at] su un caccia TIE
        [choice] su un caccia TIE
    }
    .gender = masculine
-deathstar-spot-base =
    { $form ->
       *[label] Base ribelle
        [at] alla base ribelle
        [choice] alla base ribelle
    }
    .gender = feminine
deathstar-where-trash = ancora nel compattatore di rifiuti
deathstar-where-board = sul tabellone
deathstar-where-detention = nel blocco di detenzione
deathstar-where-falcon = a bordo del Falcon
deathstar-reason-spun_3 = grazie a un 3
deathstar-reason-escape_card = carta Fuga
deathstar-reason-served =
    { $count ->
        [one] dopo { $count } turno
       *[other] dopo { $count } turni
    }
deathstar-reason-bumped = scalzati da { $player }
deathstar-reason-force_card = carta della Forza
deathstar-outcome-WIN = VITTORIA
deathstar-outcome-LOSE = SCONFITTA
deathstar-card-blueprint = i piani della Morte Nera
deathstar-card-tractor_beam = la carta Raggio traente
deathstar-start = Girate la ruota per l'ordine di gioco: { $players }. Comincia chi fa di più.
deathstar-start-say = Tutti girano la ruota per l'ordine di gioco. { $player }, tocca a te.
deathstar-spin = { $player } fa { $value }.
deathstar-spin-say = { $player }, { $value }.
deathstar-no_move = { $player } non ha pedine che possano muoversi.
deathstar-no_move-say = Nessuna pedina può muoversi.
deathstar-order_spin = { $player } fa { $value } per l'ordine di gioco.
deathstar-tie = { $players } pareggiano con { $value }: girate di nuovo.
deathstar-tie-say = { $players } pareggiano. { $player }, gira di nuovo.
deathstar-order = Ordine di gioco: { $order }.
deathstar-order-say = Comincia { $player }.
deathstar-dogfight_spin = Duello di { $player }: { $outcome }.
deathstar-dogfight_spin-say = Duello: { $outcome }!
deathstar-dogfight-won = { $player } vince il duello: avanza di una casella, dritto o in diagonale.
deathstar-dogfight-won-say = Duello vinto: avanti di una casella.
deathstar-dogfight-lost = { $player } perde il duello: si torna al Millennium Falcon.
deathstar-dogfight-lost-say = Duello perso: ritorno al Millennium Falcon.
deathstar-land = { $player }: { $token } arrivano { FORM($spot, "at") }.
deathstar-land-hyperspace = { $player }: nell'iperspazio le due pedine arrivano { FORM($spot, "at") }.
deathstar-falcon = { $player }: { $token } sono a bordo del Falcon: le carte della Forza non li toccano più.
deathstar-falcon-say = { $token } raggiungono il Falcon.
deathstar-hyperspace = { $player } ha entrambe le pedine a bordo: nell'iperspazio!
deathstar-hyperspace-say = { $player }, nell'iperspazio!
deathstar-dogfight-started = { $player } incontra un caccia TIE: gira la ruota per il duello.
deathstar-dogfight-started-say = Caccia TIE! Girate la ruota per il duello.
deathstar-winner = { $player } raggiunge la base ribelle e vince!
deathstar-winner-say = { $player } fugge dalla Morte Nera e vince!
deathstar-extra_turn = { $player } gira di nuovo.
deathstar-extra_turn-say = { $player }, gira di nuovo.
deathstar-lose_turn = { $player } salta questo turno.
deathstar-turn = Tocca { AD($player) }.
deathstar-turn-say = { $player }, tocca a te.
deathstar-detention-in = { $player }: { $token } finiscono nel blocco di detenzione ({ $reason }).
deathstar-detention-in-escape_card = { $player }: { $token } finiscono nel blocco di detenzione ({ $reason }). { $player } ha una carta Fuga: può giocarla quando vuole.
deathstar-detention-out = { $player }: { $token } escono dal blocco di detenzione ({ $reason }).
deathstar-mission = { $player } prende { $card }.
deathstar-mission-complete = { $player } prende { $card }. Missione compiuta: dritti al Millennium Falcon.
deathstar-force_card-with = { $player } pesca una carta della Forza per { $token }: «La Forza è con te. { $text }»
deathstar-force_card-with-say = La Forza è con te. { $text }
deathstar-force_card-against = { $player } pesca una carta della Forza per { $token }: «La Forza è contro di te. { $text }»
deathstar-force_card-against-say = La Forza è contro di te. { $text }
deathstar-over = la partita è finita: la fuga è riuscita { AD($player) }
deathstar-unknown_action = azione sconosciuta '{ $action }' per Fuga dalla Morte Nera (spin, card, land, bump, escape, end)
deathstar-order_first = prima si gira per l'ordine di gioco (ora tocca { AD($player) })
deathstar-not_your_turn = tocca { AD($current) }, non { AD($player) }
deathstar-spins_now = ora gira { $current }, non { $player }
deathstar-moved = { $player } ha già fatto la mossa di questo giro: chiudi il turno, oppure il prossimo giocatore gira la ruota
deathstar-must_spin = { $player } deve prima girare la ruota
deathstar-must_dogfight = { $player } deve prima finire il duello
deathstar-cannot_move = { $token } non possono muoversi ora ({ $where })
deathstar-no_split = una mossa non si può dividere tra le due pedine
deathstar-falcon_no_force = le pedine sul Millennium Falcon non subiscono più le carte della Forza
deathstar-hyperspace_spot = nell'iperspazio una pedina arriva su { $spots }, non su '{ $spot }'
deathstar-unknown_spot = casella sconosciuta '{ $spot }': usa { $spots }
deathstar-unknown_spot-hyperspace = casella sconosciuta '{ $spot }': usa { $spots } ('tie' e 'base' sono nell'iperspazio)
deathstar-needs-both = { $player } deve avere i piani e la carta del raggio traente prima di salire sul Falcon
deathstar-needs-blueprint = { $player } deve avere i piani prima di salire sul Falcon
deathstar-needs-tractor_beam = { $player } deve avere la carta del raggio traente prima di salire sul Falcon
deathstar-no_bump_hyperspace = nell'iperspazio non ci sono pedine da scalzare
deathstar-bump_target = bump richiede target=NOME, il giocatore la cui pedina è stata scalzata (uno tra { $players })
deathstar-bump_self = una pedina non può arrivare su se stessa
deathstar-not_open = { $token } di { $owner } non possono essere scalzati ({ $where })
deathstar-escape_player = escape richiede player=NOME
deathstar-no_escape_card = { $player } non ha la carta Fuga dal blocco di detenzione
deathstar-not_detained = { $token } di { $owner } non sono nel blocco di detenzione
deathstar-token_which = di' quale pedina: token=1 (Leia e Luke) o token=2 (Han e Chewbacca)
deathstar-token_unknown = pedina sconosciuta '{ $word }': usa 1 (Leia e Luke) o 2 (Han e Chewbacca)
-labyrinth-shape-straight =
    { $form ->
       *[label] dritta
        [a] una tessera dritta
    }
    .gender = feminine
-labyrinth-shape-corner =
    { $form ->
       *[label] curva
        [a] una curva
    }
    .gender = feminine
-labyrinth-shape-tee =
    { $form ->
       *[label] a T
        [a] una tessera a T
    }
    .gender = feminine
labyrinth-legend = Pokémon: { $items }.
labyrinth-legend-item = { $pokemon } ({ $at })
labyrinth-legend-spare = { $pokemon } sulla tessera in più
labyrinth-deal =
    { $count ->
        [one] Ogni giocatore riceve { $count } obiettivo.
       *[other] Ogni giocatore riceve { $count } obiettivi.
    }
labyrinth-deal-glow =
    { $count ->
        [one] Ogni giocatore riceve { $count } obiettivo classico e { $glow }.
       *[other] Ogni giocatore riceve { $count } obiettivi classici e { $glow }.
    }
labyrinth-glow_targets =
    { $count ->
        [one] { $count } fluorescente
       *[other] { $count } fluorescenti
    }
labyrinth-setup =
    Disponete il labirinto così (@ segna le tessere fisse, * un Pokémon, r, b, v, g le caselle di partenza (rosso, blu, verde, giallo); tessera in più: { FORM($shape, "a") }):
    { $board }
    { $legend }
    { $deal }
labyrinth-setup-say = Il labirinto è pronto. Gli obiettivi sono distribuiti.
labyrinth-day = Giorno: cercate i vostri Pokémon classici in ordine.
labyrinth-day-say = Inizia il giorno.
labyrinth-insert = { $player } inserisce la tessera da { $arrow }{ $turned }.{ $pushed }
labyrinth-insert-say = { $arrow }.
labyrinth-turned =
    { $count ->
        [one] { " " }(ruotata una volta)
        [2] { " " }(ruotata due volte)
        [3] { " " }(ruotata tre volte)
       *[other] { " " }(ruotata { $count } volte)
    }
labyrinth-pushed =
    { COUNT($players) ->
        [one] { " " }La pedina di { $players } esce dal labirinto e torna sulla tessera appena inserita.
       *[other] { " " }Le pedine di { $players } escono dal labirinto e tornano sulla tessera appena inserita.
    }
labyrinth-move = { $player } va sulla tessera in { $to }.
labyrinth-move-stay = { $player } resta dov'è ({ $to }).
labyrinth-cell = riga { $row }, colonna { $column }
labyrinth-cell-short = { $row }/{ $column }
labyrinth-side-N = N{ $n }
labyrinth-side-S = S{ $n }
labyrinth-side-E = E{ $n }
labyrinth-side-W = O{ $n }
labyrinth-left =
    { $count ->
        [0] non ne manca nessuno
        [one] ne manca { $count }
       *[other] ne mancano { $count }
    }
labyrinth-all_found = tutti trovati: torna alla partenza
labyrinth-found = { $player } trova { $pokemon }! ({ $rest })
labyrinth-found-say = { $player } trova { $pokemon }!
labyrinth-winner = { $player } ha trovato tutti i Pokémon ed è di nuovo alla partenza: vince { $player }!
labyrinth-winner-say = Vince { $player }!
labyrinth-night = Con { $player } finisce il giorno. Spegnete le luci: è notte! Cercate i vostri Pokémon fluorescenti in qualsiasi ordine.
labyrinth-night-say = Luci spente. Scende la notte!
labyrinth-end = { $player } è a casa con tutti i Pokémon fluorescenti e gira un gettone premio: { $coin }.
labyrinth-end-say = La notte è finita. { $player } vince un gettone da { $coin }.
labyrinth-score = { $player } { $points }
labyrinth-glow_winner =
    { $count ->
        [one] Punteggi: { $scores }. Vince { $players }!
       *[other] Punteggi: { $scores }. Vincono { $players }!
    }
labyrinth-glow_winner-say =
    { $count ->
        [one] Vince { $players }!
       *[other] Vincono { $players }!
    }
labyrinth-spare_tile = la tessera in più
labyrinth-target = Obiettivo di { $player }: { $pokemon } ({ $where }).
labyrinth-target-spare = Obiettivo di { $player }: { $pokemon } (sulla tessera in più).
labyrinth-no_target = { $player } ora non ha obiettivi nascosti.
labyrinth-reach =
    { $count ->
        [one] { $player } può raggiungere { $count } tessera: { $tiles }.{ $more }
       *[other] { $player } può raggiungere { $count } tessere: { $tiles }.{ $more }
    }
labyrinth-reach-hint = { " " }(do reach board=yes le disegna.)
labyrinth-reach-board =
    { "" }
    { $board }
    + raggiungibile, ! raggiungibile con un Pokémon, * un Pokémon fuori portata
labyrinth-turn = Tocca { AD($player) }: inserisci la tessera in più, poi muovi la pedina.
labyrinth-turn-say = { $player }, tocca a te.
labyrinth-bad_pos = to={ $text }: scrivi RIGA,COLONNA, per esempio to=3,4
labyrinth-pos_range = to={ $text }: righe e colonne vanno da 0 a { $last }
labyrinth-over =
    { COUNT($players) ->
        [one] la partita è finita: ha vinto { $players }
       *[other] la partita è finita: hanno vinto { $players }
    }
labyrinth-unknown_action = azione sconosciuta '{ $action }' (insert, move, found, home, show-target, reach)
labyrinth-not_your_turn = tocca { AD($current) }, non { AD($player) }
labyrinth-inserted = { $player } ha già inserito la tessera: ora muovi la pedina (o scegli la tessera su cui sei per non spostarti)
labyrinth-bad_arrow = arrow={ $arrow }: usa { $arrows } (da scrivere con W per l'ovest ed E per l'est)
labyrinth-banned = la tessera è appena uscita da { $arrow }: non può rientrare subito da lì
labyrinth-bad_rotation = rotation=0, 1, 2 o 3 quarti di giro in senso orario
labyrinth-insert_first = { $player } deve prima inserire la tessera in più (insert arrow=A rotation=R)
labyrinth-unreachable = { $player } non può andare dalla tessera in { $at } a quella in { $to }: non c'è un corridoio aperto
labyrinth-needs_player = { $action } richiede player=NOME ({ $players })
labyrinth-night_which = di notte, indica quale Pokémon fluorescente: pokemon=NOME, uno tra { $names }
labyrinth-none_left = nessuno rimasto
labyrinth-pokemon_day = pokemon= serve di notte, quando i Pokémon fluorescenti si trovano in qualsiasi ordine
labyrinth-no_target_left = { $player } non ha più obiettivi: torna a casa
labyrinth-not_on_target = la pedina di { $player } non è sulla tessera di quel Pokémon
labyrinth-not_home = la pedina di { $player } non è sulla sua casella di partenza
labyrinth-still_hunting = { $player } ha ancora Pokémon da trovare
labyrinth-reach_board = reach accetta board=yes per disegnare anche il tabellone
labyrinth-setup_cmd =
    Pokémon Labyrinth, preparazione con seme { NUMBER($seed, useGrouping: 0) } (@ tessere fisse, * un Pokémon, r, b, v, g le caselle di partenza (rosso, blu, verde, giallo); tessera in più: { FORM($shape, "a") }):
    { $board }
    { $legend }
labyrinth-setup_cmd-png = Immagine salvata in { $path }.
pacman-next_pacman = { $player } è PAC-MAN (dadi: { $dice }). Fantasmi: { $ghosts }.
pacman-dice_round =
    { $count ->
        [0] { $rolls }
       *[other] spareggio: { $rolls }
    }
pacman-next_pacman-say = { $player } è PAC-MAN. { $ghosts }.
pacman-controls = { $player } ({ $ghosts })
pacman-mode-arcade = modalità arcade, 3 vite
pacman-mode-normal = una vita
pacman-game_start = Inizia la partita di { $player } al livello { $level } ({ $mode }). Punti: 800 per ogni sezione ripulita dai Pac-Dot (quando sono ripulite tutte e quattro, il livello è completato), 200 per ogni fantasma blu mangiato, frutta: 100, 200 o 500 punti. Comincia PAC-MAN.
pacman-game_start-say = Tocca { AD($player) }! PAC-MAN va per primo.
pacman-over =
    { COUNT($players) ->
        [one] la sfida è finita: ha vinto { $players }
       *[other] la sfida è finita: hanno vinto { $players }
    }
pacman-unknown_action = azione sconosciuta '{ $action }' (peg, roll, power, ghost, fruit, caught, card, next, confirm)
pacman-press_next = la partita di { $player } è finita: premi «Avanti» per il prossimo PAC-MAN
pacman-pegs_not_up =
    { $count ->
        [one] Questo piolo è ancora abbassato: { $spaces }. Rialzatelo per poter mangiare quel Pac-Dot.
       *[other] Questi pioli sono ancora abbassati: { $spaces }. Rialzateli per poter mangiare quei Pac-Dot.
    }
pacman-pegs_not_up-say =
    { $count ->
        [one] { $count } piolo è ancora abbassato: { $first }.
       *[other] { $count } pioli sono ancora abbassati: { $first }.
    }
pacman-not_peg = '{ $space }' non è una casella del labirinto con un piolo
pacman-peg_state = 'peg' vuole state=down o state=up
pacman-dispute_dropped = Il piolo in { $space } è di nuovo alzato: quel Pac-Dot resta da mangiare.
pacman-none = nessuno
pacman-confirm_by_other = { $player } non può confermare i propri Pac-Dot: lo fa un altro giocatore o chi gestisce la partita
pacman-no_dispute = nessun Pac-Dot contestato in '{ $space }' (contestati ora: { $held })
pacman-progress = { " " }(sezione { $section }: { $eaten } su { $dots })
pacman-dot = { $player } mangia il Pac-Dot in { $space }{ $progress }.
pacman-section_cleared =
    { $count ->
        [one] Sezione { $section } completata: { $count } punto, { $score } in tutto.
       *[other] Sezione { $section } completata: { $count } punti, { $score } in tutto.
    }
pacman-section_cleared-say =
    { $count ->
        [one] Sezione { $section } completata! { $count } punto.
       *[other] Sezione { $section } completata! { $count } punti.
    }
pacman-level_cleared = Livello { $done } completato! Rialzate tutti i pioli e rimettete le pedine al loro posto: livello { $level }, PAC-MAN va per primo.
pacman-level_cleared-say = Livello completato! Si passa al livello { $level }.
pacman-rolled = PAC-MAN ha già tirato in questo turno: gira la carta Fantasma (pulsante «Carta») per il turno dei fantasmi
pacman-power_done = le tre mosse potenziate sono finite: gira la carta Fantasma (pulsante «Carta»)
pacman-power_roll =
    { $count ->
        [0] Mossa potenziata: { $die }. È l'ultima mossa potenziata.
        [one] Mossa potenziata: { $die }. Resta { $count } mossa potenziata.
       *[other] Mossa potenziata: { $die }. Restano { $count } mosse potenziate.
    }
pacman-power_roll-say = Mossa potenziata, { $die }.
pacman-roll = { $player } tira { $a } + { $b } + { $c } = { $total }.
pacman-roll-say = { $total }.
pacman-already_powered = PAC-MAN ha già mangiato un Power Pellet
pacman-power_roll_first = PAC-MAN prende un Power Pellet finendoci sopra: prima tira e muovi
pacman-pellets_used = tutti e quattro i Power Pellet sono già stati usati in questo livello
pacman-power_on =
    { $count ->
        [one] Power Pellet! Ora { $player } fa { $count } mossa con un dado e può mangiare i fantasmi.
       *[other] Power Pellet! Ora { $player } fa { $count } mosse con un dado e può mangiare i fantasmi.
    }
pacman-power_on-say =
    { $count ->
        [one] Power Pellet! { $count } mossa potenziata.
       *[other] Power Pellet! { $count } mosse potenziate.
    }
pacman-ghost_not_powered = PAC-MAN può mangiare i fantasmi solo durante le tre mosse potenziate
pacman-ghost_roll_first = PAC-MAN mangia un fantasma finendo sulla sua casella: prima tira per la mossa potenziata
pacman-ghosts_all_eaten = tutti e quattro i fantasmi sono già stati mangiati con questo Power Pellet
pacman-ghost_eaten =
    { $count ->
        [one] { $player } mangia un fantasma: { $count } punto. Gli occhi del fantasma tornano nella gabbia dei fantasmi.
       *[other] { $player } mangia un fantasma: { $count } punti. Gli occhi del fantasma tornano nella gabbia dei fantasmi.
    }
pacman-ghost_eaten-say = Fantasma mangiato! { $points }.
pacman-no_fruit = non c'è frutta nel labirinto
pacman-fruit_roll_first = PAC-MAN mangia la frutta passandoci sopra: prima tira
-pacman-fruit-cherries =
    { $form ->
       *[the] le ciliegie
        [label] ciliegie
    }
    .gender = feminine
-pacman-fruit-strawberry =
    { $form ->
       *[the] la fragola
        [label] fragola
    }
    .gender = feminine
-pacman-fruit-orange =
    { $form ->
       *[the] l'arancia
        [label] arancia
    }
    .gender = feminine
pacman-fruit_eaten =
    { $count ->
        [one] { $player } mangia { $fruit }: { $count } punto.
       *[other] { $player } mangia { $fruit }: { $count } punti.
    }
pacman-fruit_eaten-say =
    { $count ->
        [one] Frutta bonus! { $count } punto.
       *[other] Frutta bonus! { $count } punti.
    }
pacman-caught_powered = PAC-MAN ha un Power Pellet: il fantasma che incontra viene mangiato e lui non viene catturato
pacman-caught_roll_first = nessuno viene catturato prima che PAC-MAN si sia mosso: prima tira
pacman-caught = Un fantasma cattura il PAC-MAN di { $player }!
pacman-caught-say = Catturato!
pacman-life_lost =
    { $count ->
        [0] { $player } perde l'ultima vita. Tutte le pedine tornano alla partenza; i Pac-Dot restano come sono.
        [one] { $player } perde una vita: ne resta { $count }. Tutte le pedine tornano alla partenza; i Pac-Dot restano come sono.
       *[other] { $player } perde una vita: ne restano { $count }. Tutte le pedine tornano alla partenza; i Pac-Dot restano come sono.
    }
pacman-life_lost-say =
    { $count ->
        [0] Nessuna vita rimasta.
        [one] Resta { $count } vita.
       *[other] Restano { $count } vite.
    }
pacman-parts = sezioni { $sections }, fantasmi { $ghosts }, frutta { $fruit }
pacman-parts-purist = Pac-Dot { $dots }, sezioni { $sections }, fantasmi { $ghosts }, frutta { $fruit }
pacman-game_over =
    { $count ->
        [0] Partita finita per { $player }: nessun Pac-Dot mangiato, punteggio { $score } ({ $parts }).
        [one] Partita finita per { $player }: { $count } Pac-Dot mangiato, punteggio { $score } ({ $parts }).
       *[other] Partita finita per { $player }: { $count } Pac-Dot mangiati, punteggio { $score } ({ $parts }).
    }
pacman-game_over-say = Partita finita. Punteggio di { $player }: { $score }.
pacman-next_turn = Rimettete a posto il labirinto e premete «Avanti» per il prossimo PAC-MAN.
pacman-next_turn-say = Premete «Avanti» per il prossimo PAC-MAN.
pacman-winner =
    { $count ->
        [one] Vince { $players } con un punteggio di { $score }!
       *[other] { $players } vincono a pari merito con un punteggio di { $score }!
    }
pacman-next_under_way = la partita è in corso: «Avanti» fa partire il prossimo PAC-MAN quando questa sarà finita
pacman-power_left =
    { $count ->
        [0] niente più mosse potenziate: gira la carta Fantasma (pulsante «Carta»)
        [one] resta { $count } mossa potenziata: prima tira
       *[other] restano { $count } mosse potenziate: prima tira
    }
pacman-power_off = L'effetto del Power Pellet è finito.
pacman-power_off-say = L'effetto del Power Pellet è finito.
pacman-pacman_turn = tocca a PAC-MAN: tira e muovi prima del turno dei fantasmi
pacman-reshuffle = Il mazzo delle carte Fantasma viene rimescolato ({ $cards }).
pacman-fruit_card = È uscita una carta frutta, ma non c'è frutta da mettere: girate un'altra carta Fantasma.
pacman-fruit_placed =
    { $count ->
        [one] Carta frutta: mettete { $fruit } sulla casella di partenza ({ $count } punto). Girate un'altra carta Fantasma.
       *[other] Carta frutta: mettete { $fruit } sulla casella di partenza ({ $count } punti). Girate un'altra carta Fantasma.
    }
pacman-fruit_placed-say = Frutta! Mettete { $fruit } sulla casella di partenza.
pacman-ghost_move = { $ghost } { $spaces }
pacman-no_ghost_moves = Nessun fantasma si muove
pacman-lost_move =
    { $count ->
        [one] { " " }({ $ghosts } perde il turno: è Blinky ad aprire la gabbia)
       *[other] { " " }({ $ghosts } perdono il turno: è Blinky ad aprire la gabbia)
    }
pacman-ghost_card = Si muovono i fantasmi: { $moves }{ $lost }.
pacman-ghost_card-none = Nessun fantasma si muove{ $lost }.
pacman-ghost_card-say = { $said }.{ $lost }
pacman-referee-too_far =
    { $count ->
        [one] Arbitro: il piolo in { $space } è a { $count } passo in una mossa da { $allowed }.{ $tail }
       *[other] Arbitro: il piolo in { $space } è a { $count } passi in una mossa da { $allowed }.{ $tail }
    }
pacman-referee-too_far-say = Troppo lontano per quel tiro: { $space }.{ $say_tail }
pacman-referee-no_path = Arbitro: il piolo in { $space } non è sullo stesso percorso del resto della mossa (un salto, o un muro in mezzo).{ $tail }
pacman-referee-no_path-say = Quel Pac-Dot non è sul percorso di PAC-MAN: { $space }.{ $say_tail }
pacman-referee-not_moving = Arbitro: il piolo in { $space } è stato abbassato mentre PAC-MAN non aveva mosse da fare (prima tirate i dadi).{ $tail }
pacman-referee-not_moving-say = PAC-MAN ora non si sta muovendo: { $space }.{ $say_tail }
pacman-referee-held = { " " }Il Pac-Dot resta in sospeso perché contestato: per contarlo usate confirm space={ $space }, oppure rialzate il piolo.
pacman-referee-counted = { " " }Pac-Dot contato comunque.
pacman-referee-held-say = { " " }Confermate, o rialzate il piolo.
title-deathstar = Fuga dalla Morte Nera
title-cards = PAC-MAN, il gioco di carte
title-pacman = PAC-MAN, il gioco da tavolo
title-labyrinth = Pokémon Labyrinth
standing-score = { $player } { $points }
standing-scores = Punteggi: { $scores }.
standing-scores_turn = Punteggi: { $scores }. Tocca { AD($player) }.
standing-scores_won =
    { COUNT($players) ->
        [one] Punteggi: { $scores }. Ha vinto { $players }.
       *[other] Punteggi: { $scores }. Hanno vinto { $players }.
    }
standing-turn = Tocca { AD($player) }.
standing-won =
    { COUNT($players) ->
        [one] Ha vinto { $players }.
       *[other] Hanno vinto { $players }.
    }
standing-nothing = Ancora nessun punteggio.
controller-new_game = Nuova partita n. { NUMBER($id, useGrouping: 0) } ({ $title }): { $players } (seme { NUMBER($seed, useGrouping: 0) }).
controller-resuming =
    { $count ->
        [one] Riprendo la partita n. { NUMBER($id, useGrouping: 0) }, rimasta in sospeso ({ $title }: { $players }; finora { $count } azione). { $standing } (--new ricomincia da capo.)
       *[other] Riprendo la partita n. { NUMBER($id, useGrouping: 0) }, rimasta in sospeso ({ $title }: { $players }; finora { $count } azioni). { $standing } (--new ricomincia da capo.)
    }
controller-set_aside = Impossibile riprendere la partita n. { NUMBER($id, useGrouping: 0) } ({ $problem }): messa da parte. { $then }
controller-log_damaged = Il registro di scrittura del database è stato danneggiato mentre il box era spento: le ultime mosse prima dello spegnimento sono perse; confrontate il tabellone con il box (annullatele o rifatele). { $then }
journal-disk_full =
    { $count ->
        [one] La scheda di memoria è piena: il box non può aprire la partita e i punteggi. Liberate un po' di spazio in { $folder } ({ $count } KiB libero) e riavviate il box; non è cambiato nulla, la partita e i punteggi sono salvi.
       *[other] La scheda di memoria è piena: il box non può aprire la partita e i punteggi. Liberate un po' di spazio in { $folder } ({ $count } KiB liberi) e riavviate il box; non è cambiato nulla, la partita e i punteggi sono salvi.
    }
controller-abandoned = Partita non finita n. { NUMBER($id, useGrouping: 0) } abbandonata. { $then }
controller-summary =
    { COUNT($winners) ->
        [one] Riepilogo: { $players }. Vincitore: { $winners }.
       *[other] Riepilogo: { $players }. Vincitori: { $winners }.
    }
controller-no_winner = ancora nessuno
controller-private = (un messaggio privato per { $player })
controller-private-take = --- { $player }, prendi il box; gli altri guardino altrove; premi Invio ---
controller-private-only = --- riservato { AD($player) } ---
controller-private-hide = --- premi Invio per nascondere ---
controller-undone = Azione annullata: { $action }.
controller-final = Punteggi finali: { $scores }.
act-undo = annullare l'ultima mossa
act-status = sentire i punteggi
act-deathstar-spin = girare la ruota
act-deathstar-card = pescare una carta della Forza
act-deathstar-land = dire dove è arrivata la pedina
act-deathstar-bump = scalzare una pedina
act-deathstar-escape = uscire dal blocco di detenzione
act-deathstar-end = chiudere il turno
act-cards-play = giocare una carta
act-cards-discard = scartare
act-cards-show_hand = vedere le carte in mano
act-cards-score = conteggiare una riga
act-pacman-peg = spostare un piolo
act-pacman-confirm = confermare una mossa
act-pacman-roll = tirare i dadi
act-pacman-power = prendere un Power Pellet
act-pacman-ghost = mangiare un fantasma
act-pacman-fruit = mangiare la frutta
act-pacman-caught = dire che PAC-MAN è stato catturato
act-pacman-card = girare una carta Fantasma
act-pacman-next = passare al prossimo PAC-MAN
act-labyrinth-insert = inserire la tessera
act-labyrinth-move = muovere la pedina
act-labyrinth-found = dire che un obiettivo è stato trovato
act-labyrinth-home = dire che la pedina è a casa
act-labyrinth-show_target = vedere l'obiettivo
act-labyrinth-reach = vedere dove può andare la pedina
button-spin = Gira
button-card = Carta
button-next = Avanti
button-undo = Annulla
player-default = giocatore{ $n }
cli-argparse-choice = argomento { $argument }: { $value } non è tra { $choices }
cli-argparse-one = l'argomento { $argument } vuole un valore
cli-argparse-not_with = { $argument } non si può usare con { $other }
cli-argparse-invalid_value = argomento { $argument }: { $value } non è un valore valido
cli-argparse-argument = argomento { $argument }: { $message }
cli-argparse-required = servono: { $arguments }
cli-argparse-unrecognized = argomenti sconosciuti: { $arguments }
controller-no_sound = nessun dispositivo audio ({ $reason }): il box continua in silenzio
controller-status = { $standing }
controller-undo_over = la partita è finita: invece di annullare, iniziane una nuova
controller-undo_nothing = niente da annullare
controller-undo_journal = impossibile annullare finché il registro non si può scrivere
controller-button_press = premere il pulsante «{ $button }» non fa nulla in questo gioco
controller-button_press-hint = premere il pulsante «{ $button }» non fa nulla in questo gioco; tienilo premuto per { $action }
controller-button_hold = tenere premuto il pulsante «{ $button }» non fa nulla in questo gioco
controller-button_hold-hint = tenere premuto il pulsante «{ $button }» non fa nulla in questo gioco; premilo per { $action }
controller-internal_error = errore interno durante { $item }
controller-board_fault = Tabellone a pioli: { $reason }; i suoi pioli vengono ignorati finché non indica una misura valida.
controller-board_unplugged = Tabellone a pioli ({ $port }): scollegato; i suoi pioli non vengono letti finché non torna.
controller-board_unplugged-say = Il tabellone a pioli è scollegato.
controller-board_back = Tabellone a pioli ({ $port }): ricollegato; i suoi pioli vengono riletti così come sono ora.
controller-board_back-say = Il tabellone a pioli è di nuovo collegato.
controller-peg_fault = Sensore del piolo { $cell }{ $space }: { $fault }.
controller-peg_ambiguous = ambiguo (forse un falso contatto attraverso altri tre pioli? controllate i diodi)
controller-peg_not_wired = il sensore del piolo { $cell } non è collegato a nessuna casella di questo gioco
controller-unknown_action = azione sconosciuta '{ $action }' ({ $title }: { $known })
controller-extra_words = { $action } non accetta { $extra } (accetta { $takes })
controller-no_words = { $action } non accetta { $extra } (non accetta parole)
controller-stale = è iniziata una nuova partita: riprendi il tuo posto
controller-other_seat = questo telefono gioca per { $seat }, non per { $player }
controller-host_undo = solo chi gestisce la partita può annullare
controller-pegs_from_the_board = i Pac-Dot li segnala il tabellone a pioli, non un telefono
controller-not_yours = ora tocca { AD($actor) }, non { AD($seat) }
controller-no_new_game = questo box non può iniziare qui una nuova partita
controller-moved_aside = Il database era inutilizzabile ed è stato spostato in { $path }.
controller-web_name = web: sui telefoni che conoscono il nome del box, anche { $url }seat
controller-web = web: la pagina del tavolo è su { $url } ; i telefoni si collegano a { $url }seat ; codice di gestione { $code }
controller-join = Per giocare dal vostro telefono, aprite { $where }.
controller-port = { $host }, porta { $port }
controller-pages_stay = Le pagine restano attive fino a Ctrl-C (o SIGTERM).
controller-prompt = Digita i comandi come in uno script ({ $keys }), oppure do <azione> [chiave=valore ...], wait <secondi>. 'help' elenca le azioni; Ctrl-D per uscire.
controller-needs_simulate = '{ $verb }' richiede pulsanti simulati (avvia con --simulate)
controller-hold_late = 'hold { $button }': la pressione prolungata non è arrivata in tempo
controller-no_peg_board = 'peg { $space }': questo gioco non ha un tabellone a pioli
controller-action-undo = annulla l'ultima azione
controller-action-status = dice i punteggi e a chi tocca (non cambia nulla)
scores-none = Ancora nessuna partita finita.
scores-wins = Vittorie
scores-high = Punteggi migliori
scores-standard = standard
scores-recent = Partite recenti (ora locale)
scores-won_by = vinta da { $players }
scores-no_winner = nessun vincitore
scores-at = { "  " }sul box { $box }
scores-wrote =
    { $count ->
        [0] Nessuna partita da scrivere: { $path } è vuoto.
        [one] Salvata { $count } partita in { $path }.
       *[other] Salvate { $count } partite in { $path }.
    }
scores-moved_aside-unreadable = Un database danneggiato è stato messo da parte: { $path }; non si può più leggere.
scores-moved_aside =
    { $count ->
        [one] Un database danneggiato è stato messo da parte: { $path }; contiene { $count } partita finita (companion scores --from { $path } la mostra).
       *[other] Un database danneggiato è stato messo da parte: { $path }; contiene { $count } partite finite (companion scores --from { $path } le mostra).
    }
help-line = { "  " }do { $action }: { $doc }
help-deathstar-spin = gira la ruota per chi deve girare ora (ordine di gioco, una mossa, un duello); in un turno in cui si è già girato, lo chiude e gira per il giocatore successivo (un giro è un solo arrivo: land, bump o card)
help-deathstar-card = pesca una carta della Forza per la pedina che si è mossa ([token=1|2])
help-deathstar-land = una pedina è arrivata: token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, o nell'iperspazio spot=plain|tie|base
help-deathstar-bump = la pedina che si muove è arrivata su un'altra: quella di target=NOME token=1|2 va nel blocco di detenzione e la pedina arrivata ne occupa la casella [mover=1|2]
help-deathstar-escape = gioca una carta Fuga tenuta da parte: [player=NOME] [token=1|2]
help-deathstar-end = chiude il turno senza girare per il giocatore successivo
help-cards-play = gioca una carta dalla tua mano: card=0|1|5|10|+|-|x board=NOME row=top|bottom [slot=left|right per i numeri] [player=NOME]
help-cards-discard = se nessuna carta della mano trova posto: scarta card=C, pesca e il turno finisce [player=NOME]
help-cards-show_hand = mostra la tua mano, al tuo turno, solo a te [player=NOME: deve essere di turno]
help-cards-score = mode=scorekeeper: una riga completata, player=NOME left=N op=+|-|x right=N
help-pacman-peg = un sensore di piolo è cambiato: space=ID state=down|up (dal tabellone a pioli, o scritto a mano)
help-pacman-confirm = conta un Pac-Dot che l'arbitro severo tiene in sospeso: space=ID
help-pacman-roll = tira i 3 dadi per PAC-MAN (durante le mosse potenziate: un dado)
help-pacman-power = PAC-MAN è arrivato su un Power Pellet: seguono tre mosse potenziate con un dado
help-pacman-ghost = PAC-MAN ha mangiato un fantasma (solo durante le mosse potenziate): 200 punti
help-pacman-fruit = PAC-MAN ha mangiato la frutta nel labirinto
help-pacman-caught = un fantasma ha catturato PAC-MAN
help-pacman-card = il turno dei fantasmi: gira la prossima carta Fantasma
help-pacman-next = fa iniziare la partita del prossimo PAC-MAN (quando una partita è finita)
help-labyrinth-insert = inserisci la tessera in più: arrow=N1|N3|N5|S1|S3|S5|W1|W3|W5|E1|E3|E5 rotation=0-3
help-labyrinth-move = muovi la tua pedina lungo i corridoi aperti: to=RIGA,COLONNA (la tua tessera: nessuno spostamento) [player=NOME]
help-labyrinth-found = un obiettivo trovato quando il box non segue le pedine: player=NOME [pokemon=NOME di notte]
help-labyrinth-home = di ritorno alla partenza, quando il box non segue le pedine: player=NOME
help-labyrinth-show_target = mostra l'obiettivo attuale di un giocatore solo a lui: player=NOME
help-labyrinth-reach = quali tessere (RIGA,COLONNA) può raggiungere ora questa pedina? [player=NOME] [board=yes per disegnarle]
page-now-won =
    { COUNT($players) ->
        [one] Ha vinto { $players }!
       *[other] Hanno vinto { $players }!
    }
page-now-over = La partita è finita.
page-now-turn = Tocca { AD($player) }
page-now-deathstar-order = { $player }: gira la ruota per l'ordine di gioco
page-now-deathstar-dogfight = { $player }: gira per il duello
page-now-deathstar-move = { $player }: avanza di { $spin } e di' dove è arrivata la pedina
page-now-deathstar-move_dogfight = { $player }: avanza di una casella, dritto o in diagonale, e di' dove è arrivata la pedina
page-now-deathstar-landed = { $player }: chiudi il turno
page-now-deathstar-spin = { $player }: gira la ruota
page-now-cards-scorekeeper = Comunicate al box ogni riga completata
page-now-cards-play = { $player }: gioca una carta
page-now-labyrinth-insert = { $player }: inserisci la tessera in più
page-now-labyrinth-move = { $player }: muovi la tua pedina
page-now-pacman-next = Prossimo PAC-MAN: premete «Avanti»
page-now-pacman-card =
    { $player }: muovi PAC-MAN di { $roll ->
        [one] { $roll } casella
       *[other] { $roll } caselle
    }, poi si gira una carta Fantasma
page-now-pacman-roll = { $player } (PAC-MAN): tira i dadi
page-connecting = Connessione al box…
page-live = connesso
page-reconnecting = Non in linea: riconnessione al box…
page-offline = non in linea
page-box_away = il box non risponde: riprova quando sarà di nuovo acceso
page-box_answered = il box ha risposto { $status }
page-table-title = Tabletop Companion — il tavolo
page-table-qr = Codice QR per partecipare
page-table-join = Giocate dal vostro telefono:
page-recent = Cos'è successo
page-done = Fatto.
page-refused = rifiutato ({ $status })
page-where-board = sul tabellone
page-where-detention =
    { $count ->
        [0] Blocco di detenzione (esce al prossimo turno)
        [one] Blocco di detenzione (ancora { $count } turno)
       *[other] Blocco di detenzione (ancora { $count } turni)
    }
page-ds-blueprint = Piani della Morte Nera
page-ds-tractor_beam = Raggio traente
page-ds-hyperspace = Iperspazio!
page-ds-to_falcon = → Falcon
page-ds-escape_cards =
    { $count ->
        [0] nessuna carta Fuga
        [one] { $count } carta Fuga
       *[other] { $count } carte Fuga
    }
page-ds-spin = Gira
page-ds-last_spin = Ultimo giro di ruota
page-ds-force_with = La Forza è con te
page-ds-force_against = La Forza è contro di te
page-ds-mission = Missione
page-ds-deck =
    Mazzo della Forza: { $deck ->
        [one] resta { $deck } carta
       *[other] restano { $deck } carte
    } · { $drawn ->
        [one] { $drawn } pescata
       *[other] { $drawn } pescate
    }
page-ds-spin_dogfight = Gira per il duello
page-ds-end = Chiudi il turno
page-ds-which_token = Quale pedina si è mossa?{ " " }
page-ds-landed_on = Dove è arrivata?
page-ds-landed_on_token = Sopra un'altra pedina:{ " " }
page-ds-owner_token = { $token } di { $owner }
page-ds-play_escape = Gioca la tua carta Fuga
page-cards-rows_scored =
    { $count ->
        [0] ancora nessuna riga conteggiata
        [one] { $count } riga conteggiata
       *[other] { $count } righe conteggiate
    }
page-cards-in_hand = { $count } in mano
page-cards-draw_pile = Mazzo: { $count }
page-cards-discard =
    { $count ->
        [0] Scarti: nessuna carta
        [one] Scarti: { $count } carta (in cima un { $top })
       *[other] Scarti: { $count } carte (in cima un { $top })
    }
page-cards-first_to = Vince chi arriva { AD($target) }
page-cards-tap_space = Ora tocca un posto libero per il tuo { $card }.
page-cards-tap_card = Tocca una carta che hai in mano, poi un posto libero in una riga.
page-cards-discard_btn = Scarta { $card }
page-cards-face =
    { $face ->
        [plus] +
        [minus] −
        [times] ×
       *[other] { $face }
    }
page-cards-completed_row = Una riga completata:{ " " }
page-cards-left = sinistra
page-cards-right = destra
page-cards-score_it = Conta i punti
page-cards-your_hand = Le tue carte:{ " " }
page-pm-section =
    Sezione { $section }: { $eaten ->
        [one] { $eaten } mangiato
       *[other] { $eaten } mangiati
    } su { $dots }
page-pm-power_on =
    { $count ->
        [0] POTENZA! Ultima mossa fatta
        [one] POTENZA! Resta { $count } mossa
       *[other] POTENZA! Restano { $count } mosse
    }
page-pm-pellets_left =
    { $count ->
        [0] Nessun Power Pellet rimasto
        [one] Resta { $count } Power Pellet
       *[other] Restano { $count } Power Pellet
    }
page-pm-is_pacman = { $player } è PAC-MAN
page-pm-level = Livello { $level } · Vite { $lives } · { $mode }
page-pm-level_short = Livello { $level }   Vite { $lives }
page-pm-mode-normal = modalità normale
page-pm-mode-arcade = arcade
page-pm-fruit = Frutta nel labirinto: { FORM($fruit, "label") }
page-pm-last_roll = Ultimo tiro: { $roll } · Pac-Dot rimasti: { $dots }
page-pm-score = Punti { $total } (sezioni { $sections }, fantasmi { $ghosts }, frutta { $fruit })
page-pm-score-purist = Punti { $total } (sezioni { $sections }, fantasmi { $ghosts }, frutta { $fruit }, Pac-Dot { $dots })
page-pm-score_short = Punti { $total }
page-pm-ghosts = Ultima carta Fantasma: { $moves }
page-pm-lost = (fermo)
page-pm-played_by = Chi muove i fantasmi: { $who }
page-pm-btn-roll = Tira i dadi
page-pm-btn-power = Power Pellet mangiato
page-pm-btn-ghost = Fantasma mangiato
page-pm-btn-fruit = Frutta mangiata
page-pm-btn-caught = Catturato da un fantasma
page-pm-btn-card = Turno dei fantasmi: gira una carta Fantasma
page-pm-btn-next = Fai partire il prossimo PAC-MAN
page-pm-btn-confirm = Conta il Pac-Dot contestato in { $space }
page-lab-found =
    { $found ->
        [0] { $player }: nessuno trovato
        [one] { $player }: { $found } trovato
       *[other] { $player }: { $found } trovati
    }
page-lab-found_left =
    { $player }: { $found ->
        [0] nessuno trovato
        [one] { $found } trovato
       *[other] { $found } trovati
    }, { $left ->
        [one] ne manca { $left }
       *[other] ne mancano { $left }
    }
page-lab-spare = Tessera in più
page-lab-arrows = Frecce
page-lab-any_arrow = Qualsiasi freccia
page-lab-not_at = Non da { $arrow }
page-lab-phase = Fase: { $phase }
page-lab-phase-classic = gioco classico
page-lab-phase-day = giorno
page-lab-phase-night = notte
page-lab-phase-end = finita
page-lab-push_at = Inserisci da:{ " " }
page-lab-turn_spare = Ruota la tessera in più:{ " " }
page-lab-slide = Inseriscila da { $arrow }
page-lab-tap = Tocca una tessera evidenziata per andarci (tocca quella su cui sei per non muoverti).
page-lab-your_glow = I tuoi Pokémon fluorescenti da trovare ({ $count }):{ " " }
page-lab-your_target = Il tuo obiettivo:{ " " }
page-lab-none_left = nessuno rimasto: torna a casa
page-lab-stack = { " " }({ $count } nel tuo mazzetto)
page-table-code = Codice di ingresso { $code }
page-table-code_elsewhere = Il box dice a voce il codice di ingresso quando si accende (per risentirlo tenete premuto il suo pulsante Gira)
page-seat-code = Codice di ingresso (lo dice il box):
page-seat-watching = Tutti i posti sono occupati: questo telefono segue la partita come spettatore (chi gestisce il tavolo può dargli un posto).
page-host-make_table = Mostra su questo schermo la pagina del tavolo (con il codice di ingresso)
page-seat-again = Gioca ancora
page-seat-your_turn = Tocca a te, { $seat }!
page-seat-title = Tabletop Companion — il tuo posto
page-seat-who = Chi sei?
page-seat-taken = { " " }(occupato)
page-seat-you_are = Sei { $seat }
page-seat-kept = Carte tenute da parte:{ " " }
page-seat-wait = Non è il tuo turno: aspetta.
page-host-title = Tabletop Companion — gestione
page-host-heading = Gestione
page-host-code = Codice di gestione (stampato all'avvio del box e nel suo registro; resta lo stesso dopo un riavvio):{ " " }
page-host-this_game = Questa partita
page-host-undo = Annulla l'ultima azione
page-host-abandon = Ricomincia questa partita
page-host-seats = Posti
page-host-new_game = Nuova partita
page-host-game = Gioco
page-host-players = Giocatori
page-host-options = Opzioni
page-host-start = Inizia la nuova partita
page-host-released = Il posto di { $player } è libero.
page-host-free_confirm = Liberare il posto di { $player } per un altro telefono?
page-host-free = Libera il posto di { $player }
page-host-no_seats = Nessun telefono ha ancora preso un posto.
page-host-abandon_confirm = Abbandonare questa partita senza punti e ricominciarla?
page-host-new_confirm = Iniziare una nuova partita? Una partita non finita viene abbandonata senza punti.
page-cafe-title = Tabletop Companion — tutti i tavoli
page-cafe-heading = Tutti i tavoli
page-cafe-connecting = Connessione all'hub…
page-cafe-league = Campionato
page-cafe-no_game = Ancora nessuna partita.
page-cafe-now = Tavoli: { $tables } · partite nel campionato: { $games }
page-cafe-wins =
    { $count ->
        [0] { $player }: ancora nessuna vittoria
        [one] { $player }: { $count } vittoria
       *[other] { $player }: { $count } vittorie
    }
page-cafe-no_answer = L'hub non risponde.
page-touch-end = Fine turno
page-touch-spin = Gira
page-touch-roll = Tira
page-touch-card = Carta Fantasma
page-touch-next = Prossimo PAC-MAN
page-touch-undo = Annulla
page-touch-undo_confirm = Tocca di nuovo per annullare
page-touch-new = Nuova partita
page-touch-new_confirm = Tocca di nuovo per una nuova partita
page-api-starting = il box si sta avviando: riprova tra un attimo
page-api-no_answer = il box non ha risposto in tempo; l'azione potrebbe comunque essere applicata
page-api-claim_first = prima prendi un posto (POST /api/seats) e manda il suo codice come 'Authorization: Bearer TOKEN'
page-api-bad_token = il codice di questo posto non è valido (forse è iniziata una nuova partita)
page-api-no_player = nessun giocatore '{ $player }' in questa partita ({ $players })
page-api-seat_taken = il posto di { $player } è occupato: chiedi a chi gestisce la partita di liberarlo
page-api-wrong_code = codice di gestione sbagliato (è stampato all'avvio del box e nel suo registro)
page-api-locked_out = troppi codici sbagliati da questo dispositivo: riprova tra { $seconds } s
page-api-too_many_streams =
    { $count ->
        [one] questo dispositivo ha già { $count } pagina aperta: chiudine prima una
       *[other] questo dispositivo ha già { $count } pagine aperte: chiudine prima una
    }
page-api-wrong_join_code = codice di ingresso sbagliato: chiedilo agli altri giocatori (da un telefono già unito al tavolo si può far ripetere il codice al box)
page-api-not_over = la partita non è ancora finita
page-api-first_seat = la prossima partita la avvia il telefono di { $player } (o la pagina di chi gestisce la partita)
page-api-busy =
    { $count ->
        [one] il box ha già { $count } connessione aperta: chiudi una pagina e riprova
       *[other] il box ha già { $count } connessioni aperte: chiudi una pagina e riprova
    }
page-api-too_large = la richiesta è troppo grande: al massimo { $count } byte
page-api-no_seat_taken = nessuno ha preso il posto di { $player }
page-api-not_object = la richiesta deve essere un oggetto JSON
page-api-nested =
    { $count ->
        [one] il JSON della richiesta è annidato oltre { $count } livello
       *[other] il JSON della richiesta è annidato oltre { $count } livelli
    }
page-api-malformed = la richiesta non è JSON valido
page-api-too_many = troppe richieste: rallenta
cli-usage = uso:{ " " }
cli-positionals = argomenti
cli-options = opzioni
cli-commands = comandi
cli-command = COMANDO
cli-help = mostra questo aiuto ed esce
cli-error = { $prog }: errore: { $message }
cli-description = Tabletop Companion: il box per i giochi da tavolo.
cli-verbose = scrive i dettagli del registro su stderr
cli-version = mostra la versione del programma ed esce
cli-lang = la lingua in cui parlare e scrivere (come [box] language)
cli-config = un file di configurazione che sostituisce i valori predefiniti
cli-db = il database (predefinito: dalla configurazione)
cli-json = stampa in JSON
cli-only_game = solo questo gioco
cli-links = stampa le N partite più recenti (10) come link BG Stats che compilano la partita
cli-run = avvia il box
cli-run-description = Avvia il box per un gioco.
cli-run-game = il gioco (predefinito: box.game nella configurazione)
cli-run-players = i nomi dei giocatori, separati da virgole, in ordine di posto
cli-run-option = un'opzione del gioco; ripetila per aggiungerne altre
cli-run-simulate = hardware simulato (come --hardware simulated; auto simula dove non c'è il GPIO di un Pi)
cli-run-hardware = auto, real (mai simulare: senza GPIO è un errore) o simulated; predefinito [box] hardware
cli-run-script = esegue uno script di scenario ('-' legge lo standard input)
cli-run-seed = seme per giri e mescolate (predefinito: a caso)
cli-run-json = stampa gli eventi come righe JSON
cli-run-new = abbandona una partita non finita invece di riprenderla
cli-run-demo = un giocatore automatico gioca al tavolo simulato fino alla fine
cli-run-pace = con --demo: secondi reali tra un input e l'altro (predefinito 0,4 in un terminale o con --web, altrimenti 0)
cli-run-web = serve la pagina del tavolo e le pagine dei posti per i telefoni (la porta 0 ne sceglie una libera); le pagine restano attive dopo uno script o una demo fino a Ctrl+C
cli-run-screen = disegna il tavolo sul display del box (come [screen] enabled = true)
cli-run-snapshot = alla fine, salva lo schermo come immagine PNG (non serve un display)
cli-scores = punteggi migliori e storico delle partite
cli-scores-description = Mostra la classifica e le partite recenti, o le esporta.
cli-scores-export = esporta ogni partita: csv FILE, o bgstats FILE (JSON push-a-play di BG Stats)
cli-sounds = elenca, riproduce ed esporta i suoni
cli-sounds-description = Elenca ogni evento con il suo suono, ne riproduce uno o esporta i suoni in WAV.
cli-sounds-game = solo gli eventi di questo gioco
cli-sounds-play = riproduce un suono (un effetto o un tipo di evento)
cli-sounds-render = scrive ogni suono come DIR/<nome>.wav
cli-sounds-render_script = esporta il suono di uno script di scenario (effetti e voce, mixati)
cli-with_render_script = con --render-script
cli-diagnose = verifica in tempo reale dei collegamenti di pulsanti e sensori dei pioli
cli-diagnose-description = Mostra quali celle dei pioli sono chiuse e quali pulsanti sono premuti, segnala celle bloccate, instabili o fantasma e stampa le statistiche del collegamento seriale.
cli-diagnose-seconds = per quanto tempo osservare (predefinito 10)
cli-diagnose-simulate = un tavolo simulato (come --hardware simulated)
cli-diagnose-hardware = come [box] hardware (predefinito: auto)
cli-diagnose-board = il tabellone a pioli (predefinito: pegs.board)
cli-diagnose-walk = premi ogni piolo una volta mentre è in esecuzione; alla fine vengono elencate le righe e le colonne in cui nessun piolo si è chiuso (un filo interrotto)
cli-maze = stampa il modello del labirinto di PAC-MAN
cli-maze-description = Stampa il labirinto con ogni casella, o elenca ogni casella in JSON (id, tipo, sezione, cella del sensore, vicini).
cli-simulate = gioca partite di bot senza interfaccia e stampa le cifre
cli-simulate-description = Gioca N partite di bot di un gioco senza interfaccia (senza hardware) e stampa le cifre.
cli-simulate-game = il gioco
cli-simulate-games = quante partite (predefinito 100)
cli-simulate-seed = il seme (predefinito 1)
cli-labyrinth = strumenti per Pokémon Labyrinth
cli-labyrinth-description = Pokémon Labyrinth: mostra la preparazione data da un seme, come testo o PNG.
cli-labyrinth-what = cosa mostrare
cli-labyrinth-png = disegna anche il tabellone in un'immagine PNG
cli-hub = raccoglie i risultati di ogni box nel campionato (un servizio per il locale)
cli-hub-description = Si iscrive a ogni box sul broker MQTT, tiene il campionato in SQLite e serve la pagina del locale con la partita di ogni tavolo.
cli-hub-mqtt = il broker: mqtt://[utente:password@]host[:porta]
cli-hub-db = il database del campionato (predefinito: league.db accanto a quello del box)
cli-hub-web = serve la pagina del locale (per esempio 8090)
cli-league = il campionato di tutti i box
cli-league-description = Vittorie, punteggi migliori per gioco e partite di ogni box, dal database dell'hub; oppure li esporta.
cli-league-db = il database del campionato (predefinito: come companion hub)
cli-league-export = csv FILE o bgstats FILE
cli-scores-from = legge le partite di FILE, un database messo da parte (companion.db.broken-...), senza cambiare nulla
cli-league-refused = elenca i messaggi che l'hub ha rifiutato (prima i più recenti), con il motivo
cli-check = controlla un file di configurazione
cli-check-description = Controlla una configurazione: esce con 0, oppure stampa una riga per ogni problema ed esce con 2.
cli-check-file = il file (predefinito: quello che userebbe `run`)
cli-bad-key_value = serve CHIAVE=VALORE, non '{ $text }'
cli-bad-how_many = serve un numero intero da 1 in su, non '{ $text }'
cli-bad-seconds = serve un numero di secondi da { $low } a { $high }, non '{ $text }'
cli-bad-seconds_above = serve un numero di secondi maggiore di { $low }, al massimo { $high }, non '{ $text }'
cli-bad-whole = serve un numero intero, non '{ $text }'
cli-bad-seed = serve un valore da 0 a { $high }, non { $text }
cli-bad-players = servono nomi separati da virgole, per esempio ann,bob
options-players = i giocatori di questo gioco vanno da { $low } a { $high }, non { $count }
options-same_names = i nomi dei giocatori devono essere tutti diversi
options-long_name =
    { $count ->
        [one] nome del giocatore '{ $name }'...: al massimo { $count } carattere
       *[other] nome del giocatore '{ $name }'...: al massimo { $count } caratteri
    }
options-bad_name = nome del giocatore '{ $name }': usa lettere, cifre, '-' o '_'
options-unknown = opzione sconosciuta '{ $key }' (opzioni di questo gioco: { $known })
options-unknown-none = opzione sconosciuta '{ $key }' (questo gioco non ha opzioni)
options-bad_value = opzione { $key }='{ $value }': serve uno tra { $expected }
cards-bad_target = opzione target='{ $target }': serve un numero intero da 10 a 1000 (50 o 100)
controller-unfinished =
    { $count ->
        [one] la partita n. { NUMBER($id, useGrouping: 0) } ({ $title }; giocatori: { $players }) è rimasta in sospeso dopo { $count } azione: rilancia il comando senza --players, --option e --seed per riprenderla, oppure aggiungi --new per abbandonarla
       *[other] la partita n. { NUMBER($id, useGrouping: 0) } ({ $title }; giocatori: { $players }) è rimasta in sospeso dopo { $count } azioni: rilancia il comando senza --players, --option e --seed per riprenderla, oppure aggiungi --new per abbandonarla
    }
controller-unfinished-ask =
    { $reason }.
    Abbandonarla e iniziare la nuova partita? [s/N]
controller-yes = s|si|sì|y|yes
controller-nothing_changed = Non è cambiato nulla: la partita interrotta resta in sospeso.
controller-unknown_game = gioco sconosciuto '{ $game }' ({ $games })
rules-not_now = { $action }: non è una delle mosse possibili adesso
script-line = riga { $number }:{ " " }
script-one_button = { $where }'{ $verb }' vuole il nome di un pulsante, per esempio '{ $verb } spin'
script-needs_action = { $where }'do' vuole un'azione, per esempio 'do spin'
script-key_value = { $where }gli argomenti di 'do' sono chiave=valore, non '{ $word }'
script-wait_seconds = { $where }'wait' vuole un numero di secondi
script-wait_number = { $where }'wait' vuole un numero di secondi, non { $got }
script-wait_range = { $where }'wait' vuole da 0 a 86400 secondi, non { $got }
script-peg_words = { $where }'peg' vuole una casella e down o up, per esempio 'peg B7 down'
script-unknown = { $where }comando sconosciuto '{ $verb }' (peg, press, hold, do, wait)
script-unknown_actions = { $where }comando sconosciuto '{ $verb }' (peg, press, hold, do, wait, o un'azione: { $actions })
script-no_peg_board = 'peg { $space }': questo gioco non ha il tabellone a pioli
script-no_peg_space = 'peg { $space }': nel labirinto non c'è una casella con questo nome
script-needs_simulate = '{ $verb }' vuole i pulsanti simulati (avvia con --simulate)
script-hold_late = 'hold { $button }': la pressione prolungata non è arrivata in tempo
script-no_button = nessun pulsante si chiama '{ $button }' (pulsanti: { $buttons })
controller-join_code = Per giocare dal vostro telefono, aprite { $where }; il codice di ingresso è { $digits }.
controller-dot = punto
controller-join_note = web: il codice di ingresso del tavolo è { $code } (annunciato a voce; i telefoni si uniscono al tavolo da { $url }seat)
controller-status-scores = Punteggi: { $scores }. { $now }.
controller-status-now = { $now }.
controller-resumed = La partita riprende da dove si era fermata. { $status }
page-api-no_settings = questo box non conserva impostazioni (una dimostrazione su un database usa e getta)
page-host-you_host = Gestisci tu la partita: scegli il gioco e chi gioca, poi avviala.
page-host-settings = Impostazioni
page-host-language = Lingua
page-host-volume = Volume
page-host-speech = Il box parla
page-host-first_game = Gioco all'accensione
page-host-save = Salva le impostazioni
page-host-saved = Impostazioni salvate.
page-host-players_hint = nomi, separati da virgole
page-ds-legend = Carte missione: ✓ presa · ○ ancora da prendere
page-host-take_over = Chiedi di gestire il tavolo da questo telefono
page-api-unknown_game = gioco sconosciuto { $game } (giochi: { $games })
page-api-bad_players =
    { $count ->
        [one] indica al massimo 8 giocatori, ogni nome al massimo di { $count } lettera
       *[other] indica al massimo 8 giocatori, ogni nome al massimo di { $count } lettere
    }
page-seat-say_code = Fai ripetere il codice al box
page-api-wait_for_host = a questo tavolo sono stati provati troppi codici sbagliati: ora questo telefono deve aspettare il via libera di chi gestisce il tavolo
page-api-no_seat = in questa partita questo telefono non gioca per nessuno: tocca prima un nome
page-api-join_first = questo telefono non si è ancora unito al tavolo: scrivi prima il codice di ingresso
page-member-press_at_box = Il box chiede il consenso del tavolo: se sei d'accordo, tieni premuto un pulsante qualsiasi del box.
page-member-box_busy = il box ha già in sospeso la richiesta di un altro telefono: riprova tra un minuto
page-api-cross_site = richiesta rifiutata: arriva da una pagina di un altro sito ({ $why })
page-api-no_member = quel telefono non fa parte di questo tavolo
page-api-remove_host = il telefono che gestisce il tavolo non si può togliere: affida prima la gestione a un altro telefono
page-api-no_waiting = quel telefono non è più in attesa di entrare
page-api-not_kept = non è stato possibile salvare le impostazioni sulla scheda di memoria del box (è piena?): non è cambiato nulla
controller-codes_tried = Qualcuno sulla rete Wi-Fi sta provando dei codici di ingresso: d'ora in poi i nuovi telefoni dovranno aspettare il via libera di chi gestisce il tavolo.
controller-door_press = Qualcuno sulla rete Wi-Fi sta provando dei codici di ingresso. Per sentire un nuovo codice di ingresso, tenete premuto un pulsante qualsiasi del box.
controller-host_press = Il telefono { $number } chiede di gestire il tavolo. Per confermare, tenete premuto un pulsante qualsiasi del box.
controller-host_given = Ora è il telefono { $number } a gestire il tavolo.
controller-power_on_refused = box.game: { $title } non può iniziare con i giocatori della configurazione: { $reason }
controller-power_on_gave_way = Il gioco impostato per l'accensione ({ $title }) non può partire con i giocatori di questo box ({ $reason }): al suo posto il box avvia { $then }.
page-member-you_are = Questo è il telefono { $number }.
page-member-phone = Telefono { $number }
page-member-waiting = In attesa del via libera di chi gestisce il tavolo…
page-host-table_heading = I telefoni del tavolo
page-host-who_where = Chi gioca con quale telefono
page-host-no_phone = nessun telefono
page-host-make_host = Affida la gestione
page-host-remove = Rimuovi
page-host-remove_confirm = Rimuovere il telefono { $number } dal tavolo? Per tornare gli servirà il nuovo codice di ingresso.
page-host-hand_confirm = Affidare la gestione al telefono { $number }?
page-host-waiting = Un telefono con il codice di ingresso aspetta di entrare:
page-host-let_in = Fai entrare
page-host-turn_away = Non farlo entrare
page-host-guarded = Qualcuno ha provato troppi codici di ingresso: ora i nuovi telefoni aspettano il tuo via libera. Con un nuovo codice di ingresso, per entrare basterà di nuovo il codice.
page-host-new_code = Nuovo codice di ingresso
page-host-reset_table = Dimentica tutti gli altri telefoni
page-host-reset_confirm = Dimenticare tutti i telefoni tranne questo? A ognuno servirà il nuovo codice di ingresso.
page-host-host_code = Codice di gestione, per la pagina «/host» su un portatile: { $code }
page-host-is_host = gestisce
page-api-wait_at_door = a questo tavolo sono stati provati troppi codici sbagliati: tieni premuto un pulsante qualsiasi del box, e il box dirà un nuovo codice di ingresso
page-member-removed = Questo telefono non fa più parte del tavolo (chi gestisce il tavolo l'ha rimosso): scrivi il codice di ingresso per unirti di nuovo.
page-host-asking = Il telefono { $number } chiede di gestire il tavolo: chi tiene premuto un pulsante del box entro un minuto gli affida la gestione.

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
page-pm-ghost_lost = { $ghost } (fermo)
page-lab-spare_label = Tessera in più:{ " " }
page-lab-arrows_label = Frecce:{ " " }
page-lab-degrees = { $degrees }°
page-host-now = { $title } — { $now }
page-cafe-status-online = connesso
page-cafe-status-offline = non connesso
page-cafe-status-unknown = ?
