### Tabletop Companion: the words players read and hear, in French.
### Glossaire (à lire avant de traduire) : un terme par chose, ceux des règles françaises.
###   Pac-Gomme (féminin : aucune Pac-Gomme) ; Super Pac-Gomme ; fantôme ; carte Fantôme ; case Départ ;
###   picot (capteur sous le labyrinthe), plateau à picots ; roue (la roue de l'Étoile de la Mort, jamais
###   « flèche ») ; carte de la Force ; quartier de détention ; hyperespace ; pion ; tuile, tuile en trop ;
###   cible ; ligne et colonne (ligne 2, colonne 3 ; jamais « 2,3 ») ; boutons : Tourner, Carte, Suivant,
###   Annuler ; hôte ; piocher (une carte) et déplacer (un pion).
### The format is Project Fluent: docs/translators.md says how an entry is written (DE($player) for "d'ann",
### AD($player) for "ad ann", a variant [0] for none, COUNT($players) for a tie) and what the tests check.

cards-card-plus = Pac-Man (addition)
cards-card-minus = Fantôme (soustraction)
cards-card-times = Pac-Man qui mange un fantôme (multiplication)
cards-no_cards = aucune carte
cards-row-top = du haut
cards-row-bottom = du bas
cards-where-left = à gauche
cards-where-op = au milieu
cards-where-right = à droite
cards-space-left = de gauche
cards-space-op = du milieu
cards-space-right = de droite
cards-rule =
    { $count ->
        [one] Le premier à { $count } point gagne.
       *[other] Le premier à { $count } points gagne.
    }
cards-rule-hard =
    { $count ->
        [one] Le premier à { $count } point gagne ; variante difficile : les rangées de fantômes peuvent passer sous zéro.
       *[other] Le premier à { $count } points gagne ; variante difficile : les rangées de fantômes peuvent passer sous zéro.
    }
cards-scorekeeper = Je compte les points { DE($players) }. { $rule }
cards-scorekeeper-say = Je compte les points. { $rule }
cards-deal =
    { $count ->
        [one] { $dealer } distribue { $count } carte à chacun. { $rule }
       *[other] { $dealer } distribue { $count } cartes à chacun. { $rule }
    }
cards-deal-say = Les cartes sont distribuées. { $rule }
cards-turn = À { $player } de jouer.
cards-turn-say = { $player }, à toi de jouer.
cards-play =
    { $player } pose { $card ->
        [plus] un signe plus
        [minus] un signe moins
        [times] un signe fois
       *[other] un { $card }
    } { $own ->
        [yes] dans sa rangée { $row }
       *[other] dans la rangée { $row } { DE($board) }
    }, { $where }.
cards-which_row = { $board } (rangée { $row })
cards-any_row = une rangée { DE($board) }
cards-row_scored =
    { $count ->
        [one] { $where } : { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points } ; { $player } marque { $count } point, total { $total }.
       *[other] { $where } : { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points } ; { $player } marque { $count } points, total { $total }.
    }
cards-row_scored-say =
    { $count ->
        [one] { $player } marque { $count } point. Total { $total }.
       *[other] { $player } marque { $count } points. Total { $total }.
    }
cards-row_floored = { $where } : { $left } − { $right } passe sous zéro et compte pour 0 ; { $player } ne marque rien, total { $total }.
cards-row_lost =
    { $count ->
        [one] { $where } : { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points } ; { $player } perd { $count } point, total { $total }.
       *[other] { $where } : { $left } { $op ->
            [plus] +
            [minus] −
           *[times] ×
        } { $right } = { $points } ; { $player } perd { $count } points, total { $total }.
    }
cards-row_lost-say =
    { $count ->
        [one] { $player } perd { $count } point. Total { $total }.
       *[other] { $player } perd { $count } points. Total { $total }.
    }
cards-winner =
    { $count ->
        [one] { $player } atteint { $count } point et gagne !
       *[other] { $player } atteint { $count } points et gagne !
    }
cards-winner-say =
    { $count ->
        [one] { $player } gagne avec { $count } point !
       *[other] { $player } gagne avec { $count } points !
    }
cards-discard =
    { $player } ne peut pas jouer et défausse { $card ->
        [plus] un signe plus
        [minus] un signe moins
        [times] un signe fois
       *[other] un { $card }
    }.
cards-discard-say = { $player } défausse.
cards-draw = { $player } pioche une carte.
cards-reshuffle =
    { $count ->
        [one] La défausse est mélangée : la nouvelle pioche compte { $count } carte.
       *[other] La défausse est mélangée : la nouvelle pioche compte { $count } cartes.
    }
cards-reshuffle-say = On mélange à nouveau.
cards-hand = La main { DE($player) } : { $cards }.
cards-hand-say = { $player }, tes cartes : { $cards }.
cards-over = la partie est finie : { $winner } a gagné
cards-scorekeeper_only = en mode marqueur, indique chaque rangée complète au boîtier : score player=NOM left=N op=+|-|x right=N (pas '{ $action }')
cards-unknown_action = action inconnue '{ $action }' (play, discard, show-hand, score)
cards-no_player = aucun joueur ne s'appelle '{ $player }' ({ $players })
cards-not_your_turn = c'est à { $current } de jouer, pas à { $player }
cards-needs_card = { $action } demande card=<0, 1, 5, 10, +, - ou x>
cards-no_such_card = { $player } n'a pas de carte '{ $card }'
cards-no_board = pas de plateau de '{ $board }' ({ $players })
cards-bad_row = row='{ $row }' : utilise top ou bottom
cards-number_slot = une carte chiffre va sur la case de gauche ou de droite, pas '{ $slot }'
cards-picture_slot = une carte image va sur la case du milieu
cards-space_taken = la rangée { $row } { DE($board) } a déjà une carte ({ $card }) sur sa case { $slot }
cards-must_play = { $player } peut encore poser une carte ; on ne défausse que si aucune carte ne trouve sa place
cards-deck_scores = avec le paquet, le boîtier compte lui-même les rangées ; 'score' sert avec mode=scorekeeper
cards-score_needs_player = score demande player=NOM ({ $players })
cards-score_unknown_player = aucun joueur ne s'appelle '{ $player }' : score demande player=NOM ({ $players })
cards-score_needs_op = score demande op=+, op=- ou op=x
cards-no_number_card = aucune carte ne porte le nombre { $value } (le paquet contient : { $faces })
cards-needs_number = { $action } demande { $key }=<nombre entier>
cards-out_of_range = { $key }={ $value } : il faut une valeur de { $low } à { $high }
list-and = { $rest } et { $last }
list-or = { $rest } ou { $last }
list-typed = « { $word } »
list-comma = {", "}
## The Death Star's two token pairs (each moves as one): their names, on a button and in a sentence.
-deathstar-token-1 = Leia et Luke
    .gender = masculine
-deathstar-token-2 = Han et Chewbacca
    .gender = masculine
## The Death Star's spaces. Their own form: the label on a button and in the list of tokens; "at": where
## a token lands; "choice": a phone's button for where it landed.
-deathstar-spot-plain =
    { $form ->
       *[label] Case simple
        [at] sur une case simple
        [choice] sur une case simple
    }
    .gender = feminine
-deathstar-spot-force =
    { $form ->
       *[label] Case de la Force
        [at] sur une case de la Force
        [choice] sur une case de la Force (pioche une carte)
    }
    .gender = feminine
-deathstar-spot-control_room =
    { $form ->
       *[label] Salle de contrôle
        [at] dans la salle de contrôle
        [choice] dans la salle de contrôle
    }
    .gender = feminine
-deathstar-spot-tractor_beam =
    { $form ->
       *[label] Rayon tracteur
        [at] au rayon tracteur
        [choice] au rayon tracteur
    }
    .gender = masculine
-deathstar-spot-falcon =
    { $form ->
       *[label] Faucon Millenium
        [at] sur le Faucon Millenium
        [choice] sur le Faucon Millenium
    }
    .gender = masculine
-deathstar-spot-trash =
    { $form ->
       *[label] Broyeur à ordures
        [at] dans le broyeur à ordures
        [choice] dans le broyeur à ordures
    }
    .gender = masculine
-deathstar-spot-tie =
    { $form ->
       *[label] Chasseur TIE
        [at] sur un chasseur TIE
        [choice] sur un chasseur TIE
    }
    .gender = masculine
-deathstar-spot-base =
    { $form ->
       *[label] Base rebelle
        [at] à la base rebelle
        [choice] à la base rebelle
    }
    .gender = feminine
deathstar-where-trash = encore dans le broyeur à ordures
deathstar-where-board = sur le plateau
deathstar-where-detention = au quartier de détention
deathstar-where-falcon = à bord du Faucon
deathstar-reason-spun_3 = grâce à un 3
deathstar-reason-escape_card = carte Évasion
deathstar-reason-served =
    { $count ->
        [one] après { $count } tour d'attente
       *[other] après { $count } tours d'attente
    }
deathstar-reason-bumped = délogés par { $player }
deathstar-reason-force_card = carte de la Force
deathstar-outcome-WIN = GAGNÉ
deathstar-outcome-LOSE = PERDU
deathstar-card-blueprint = un plan de l'Étoile de la Mort
deathstar-card-tractor_beam = une carte Rayon tracteur
deathstar-start = Faites tourner la roue pour l'ordre de jeu : { $players }. Qui obtient le plus grand nombre commence.
deathstar-start-say = Chacun fait tourner la roue pour l'ordre de jeu. { $player }, à toi.
deathstar-spin = { $player } fait { $value }.
deathstar-spin-say = { $player }, { $value }.
deathstar-no_move = { $player } n'a aucun pion qui puisse bouger.
deathstar-no_move-say = Aucun pion ne peut bouger.
deathstar-order_spin = { $player } fait { $value } pour l'ordre de jeu.
deathstar-tie = { $players } sont à égalité avec { $value } : refaites tourner la roue.
deathstar-tie-say = { $players } sont à égalité. { $player }, refais tourner la roue.
deathstar-order = Ordre de jeu : { $order }.
deathstar-order-say = { $player } commence.
deathstar-dogfight_spin = Combat { DE($player) } : { $outcome }.
deathstar-dogfight_spin-say = Combat : { $outcome } !
deathstar-dogfight-won = { $player } gagne le combat : avance d'une case, tout droit ou en diagonale.
deathstar-dogfight-won-say = Combat gagné : une case en avant.
deathstar-dogfight-lost = { $player } perd le combat : retour au Faucon Millenium.
deathstar-dogfight-lost-say = Combat perdu : retour au Faucon Millenium.
deathstar-land = { $player } : { $token } arrivent { FORM($spot, "at") }.
deathstar-land-hyperspace = { $player } : dans l'hyperespace, les deux pions arrivent { FORM($spot, "at") }.
deathstar-falcon = { $player } : { $token } sont à bord du Faucon : les cartes de la Force ne les touchent plus.
deathstar-falcon-say = { $token } atteignent le Faucon.
deathstar-hyperspace = { $player } a ses deux pions à bord : en route pour l'hyperespace !
deathstar-hyperspace-say = { $player }, en route pour l'hyperespace !
deathstar-dogfight-started = { $player } croise un chasseur TIE : fais tourner la roue pour le combat.
deathstar-dogfight-started-say = Chasseur TIE ! Faites tourner la roue pour le combat.
deathstar-winner = { $player } atteint la base rebelle et gagne !
deathstar-winner-say = { $player } s'échappe de l'Étoile de la Mort et gagne !
deathstar-extra_turn = { $player } rejoue.
deathstar-extra_turn-say = { $player }, rejoue.
deathstar-lose_turn = { $player } passe son tour.
deathstar-turn = À { $player } de jouer.
deathstar-turn-say = { $player }, à toi de jouer.
deathstar-detention-in = { $player } : { $token } vont au quartier de détention ({ $reason }).
deathstar-detention-in-escape_card = { $player } : { $token } vont au quartier de détention ({ $reason }). { $player } a une carte Évasion et peut la jouer à tout moment.
deathstar-detention-out = { $player } : { $token } sortent du quartier de détention ({ $reason }).
deathstar-mission = { $player } prend { $card }.
deathstar-mission-complete = { $player } prend { $card }. Mission accomplie : cap sur le Faucon.
deathstar-force_card-with = { $player } pioche une carte de la Force pour { $token } : « La Force est avec toi. { $text } »
deathstar-force_card-with-say = La Force est avec toi. { $text }
deathstar-force_card-against = { $player } pioche une carte de la Force pour { $token } : « La Force est contre toi. { $text } »
deathstar-force_card-against-say = La Force est contre toi. { $text }
deathstar-over = la partie est finie : { $player } a réussi son évasion
deathstar-unknown_action = action inconnue « { $action } » pour Évasion de l'Étoile de la Mort (spin, card, land, bump, escape, end)
deathstar-order_first = d'abord l'ordre de jeu (c'est à { $player } de faire tourner la roue)
deathstar-not_your_turn = c'est à { $current } de jouer, pas à { $player }
deathstar-spins_now = c'est { $current } qui fait tourner la roue, pas { $player }
deathstar-moved = { $player } a déjà joué ce coup : termine le tour ou laisse le joueur suivant faire tourner la roue
deathstar-must_spin = { $player } doit d'abord faire tourner la roue
deathstar-must_dogfight = { $player } doit d'abord finir le combat
deathstar-cannot_move = { $token } ne peuvent pas bouger maintenant ({ $where })
deathstar-no_split = un déplacement ne se partage pas entre les deux pions
deathstar-falcon_no_force = les pions à bord du Faucon Millenium ne sont plus touchés par les cartes de la Force
deathstar-hyperspace_spot = dans l'hyperespace, un pion arrive sur { $spots }, pas sur « { $spot } »
deathstar-unknown_spot = case inconnue « { $spot } » : utilise { $spots }
deathstar-unknown_spot-hyperspace = case inconnue « { $spot } » : utilise { $spots } (« tie » et « base » sont dans l'hyperespace)
deathstar-needs-both = { $player } doit avoir le plan et la carte du rayon tracteur avant de monter à bord du Faucon
deathstar-needs-blueprint = { $player } doit avoir le plan avant de monter à bord du Faucon
deathstar-needs-tractor_beam = { $player } doit avoir la carte du rayon tracteur avant de monter à bord du Faucon
deathstar-no_bump_hyperspace = dans l'hyperespace, il n'y a aucun pion à déloger
deathstar-bump_target = bump attend target=NOM : le joueur dont le pion a été délogé (parmi { $players })
deathstar-bump_self = un pion ne peut pas arriver sur lui-même
deathstar-not_open = { $token } { DE($owner) } ne peuvent pas être délogés ({ $where })
deathstar-escape_player = escape demande player=NOM
deathstar-no_escape_card = { $player } n'a pas de carte Évasion du quartier de détention
deathstar-not_detained = { $token } { DE($owner) } ne sont pas au quartier de détention
deathstar-token_which = dis quel pion : token=1 (Leia et Luke) ou token=2 (Han et Chewbacca)
deathstar-token_unknown = pion inconnu « { $word } » : utilise 1 (Leia et Luke) ou 2 (Han et Chewbacca)
-labyrinth-shape-straight =
    { $form ->
       *[label] ligne droite
        [a] une ligne droite
    }
    .gender = feminine
-labyrinth-shape-corner =
    { $form ->
       *[label] virage
        [a] un virage
    }
    .gender = masculine
-labyrinth-shape-tee =
    { $form ->
       *[label] en T
        [a] une tuile en T
    }
    .gender = feminine
labyrinth-legend = Pokémon : { $items }.
labyrinth-legend-item = { $pokemon } ({ $at })
labyrinth-legend-spare = { $pokemon } sur la tuile en trop
labyrinth-deal =
    { $count ->
        [one] Chaque joueur reçoit { $count } cible.
       *[other] Chaque joueur reçoit { $count } cibles.
    }
labyrinth-deal-glow =
    { $count ->
        [one] Chaque joueur reçoit { $count } cible classique et { $glow }.
       *[other] Chaque joueur reçoit { $count } cibles classiques et { $glow }.
    }
labyrinth-glow_targets =
    { $count ->
        [one] { $count } cible phosphorescente
       *[other] { $count } cibles phosphorescentes
    }
labyrinth-setup =
    Posez le labyrinthe ainsi (@ marque les tuiles fixes, * un Pokémon, r b v j : départs rouge, bleu, vert, jaune ; tuile en trop : { FORM($shape, "a") }) :
    { $board }
    { $legend }
    { $deal }
labyrinth-setup-say = Le labyrinthe est prêt. Les cibles sont distribuées.
labyrinth-day = Jour : cherchez vos Pokémon classiques dans l'ordre.
labyrinth-day-say = Le jour se lève.
labyrinth-insert = { $player } pousse la tuile en { $arrow }{ $turned }.{ $pushed }
labyrinth-insert-say = { $arrow }.
labyrinth-turned =
    { $count ->
        [one] { " " }(tournée d'un quart de tour)
        [2] { " " }(tournée d'un demi-tour)
        [3] { " " }(tournée de trois quarts de tour)
       *[other] { " " }(tournée de { $count } quarts de tour)
    }
labyrinth-pushed =
    { COUNT($players) ->
        [one] { " " }Le pion { DE($players) } sort du plateau et revient sur la nouvelle tuile.
       *[other] { " " }Les pions { DE($players) } sortent du plateau et reviennent sur la nouvelle tuile.
    }
labyrinth-move = { $player } va sur la case { $to }.
labyrinth-move-stay = { $player } reste sur sa case ({ $to }).
labyrinth-cell = ligne { $row }, colonne { $column }
labyrinth-cell-short = { $row }/{ $column }
labyrinth-side-N = N{ $n }
labyrinth-side-S = S{ $n }
labyrinth-side-E = E{ $n }
labyrinth-side-W = O{ $n }
labyrinth-left =
    { $count ->
        [0] Plus aucun.
       *[other] Encore { $count } à trouver.
    }
labyrinth-all_found = Tous trouvés : retour au départ.
labyrinth-found = { $player } trouve { $pokemon } ! { $rest }
labyrinth-found-say = { $player } trouve { $pokemon } !
labyrinth-winner = { $player } a trouvé tous ses Pokémon et est de retour au départ : { $player } gagne !
labyrinth-winner-say = { $player } gagne !
labyrinth-night = { $player } termine la journée. On éteint : c'est la nuit ! Cherchez vos Pokémon phosphorescents dans n'importe quel ordre.
labyrinth-night-say = On éteint. La nuit tombe !
labyrinth-end = { $player } rentre avec tous ses Pokémon phosphorescents et retourne un jeton de récompense : { $coin }.
labyrinth-end-say = La nuit est finie. { $player } gagne un jeton de { $coin }.
labyrinth-score = { $player } { $points }
labyrinth-glow_winner =
    { $count ->
        [one] Scores : { $scores }. { $players } gagne !
       *[other] Scores : { $scores }. { $players } gagnent !
    }
labyrinth-glow_winner-say =
    { $count ->
        [one] { $players } gagne !
       *[other] { $players } gagnent !
    }
labyrinth-spare_tile = la tuile en trop
labyrinth-target = Cible { DE($player) } : { $pokemon } ({ $where }).
labyrinth-target-spare = Cible { DE($player) } : { $pokemon } (sur la tuile en trop).
labyrinth-no_target = { $player } n'a plus de cible cachée.
labyrinth-reach =
    { $count ->
        [one] { $player } peut atteindre { $count } tuile : { $tiles }.{ $more }
       *[other] { $player } peut atteindre { $count } tuiles : { $tiles }.{ $more }
    }
labyrinth-reach-hint = { " " }(do reach board=yes les dessine.)
labyrinth-reach-board =
    { "" }
    { $board }
    + accessible, ! accessible avec un Pokémon, * un Pokémon hors d'atteinte
labyrinth-turn = { $player }, à toi : pousse la tuile en trop, puis déplace ton pion.
labyrinth-turn-say = { $player }, à toi de jouer.
labyrinth-bad_pos = to={ $text } : donne LIGNE,COLONNE, par exemple to=3,4
labyrinth-pos_range = to={ $text } : lignes et colonnes vont de 0 à { $last }
labyrinth-over =
    { COUNT($players) ->
        [one] la partie est finie : { $players } a gagné
       *[other] la partie est finie : { $players } ont gagné
    }
labyrinth-unknown_action = action inconnue « { $action } » (insert, move, found, home, show-target, reach)
labyrinth-not_your_turn = c'est à { $current } de jouer, pas à { $player }
labyrinth-inserted = { $player } a déjà poussé la tuile : déplace-toi maintenant (ou sur ta propre tuile pour rester)
labyrinth-bad_arrow = arrow={ $arrow } : utilise { $arrows } (à taper avec W pour l'ouest et E pour l'est)
labyrinth-banned = la tuile vient de sortir en { $arrow } : elle ne peut pas y rentrer tout de suite
labyrinth-bad_rotation = rotation=0, 1, 2 ou 3 quarts de tour dans le sens horaire
labyrinth-insert_first = { $player } doit d'abord pousser la tuile en trop (insert arrow=A rotation=R)
labyrinth-unreachable = { $player } ne peut pas aller de la { $at } à la { $to } : aucun couloir ne les relie
labyrinth-needs_player = { $action } demande player=NOM ({ $players })
labyrinth-night_which = la nuit, indique de quel Pokémon phosphorescent il s'agit : pokemon=NOM, parmi { $names }
labyrinth-none_left = il n'en reste aucun
labyrinth-pokemon_day = pokemon= ne sert que la nuit, quand on peut trouver les Pokémon phosphorescents dans n'importe quel ordre
labyrinth-no_target_left = { $player } n'a plus de cible : rentre au départ
labyrinth-not_on_target = le pion { DE($player) } n'est pas sur la case de ce Pokémon
labyrinth-not_home = le pion { DE($player) } n'est pas sur sa case de départ
labyrinth-still_hunting = { $player } a encore des Pokémon à trouver
labyrinth-reach_board = reach accepte board=yes pour dessiner aussi le plateau
labyrinth-setup_cmd =
    Mise en place de Labyrinthe Pokémon, graine { NUMBER($seed, useGrouping: 0) } (@ tuiles fixes, * un Pokémon, r b v j : départs rouge, bleu, vert, jaune ; tuile en trop : { FORM($shape, "a") }) :
    { $board }
    { $legend }
labyrinth-setup_cmd-png = Image enregistrée dans { $path }.
pacman-next_pacman = { $player } est Pac-Man (dés : { $dice }). Fantômes : { $ghosts }.
pacman-dice_round =
    { $count ->
        [0] { $rolls }
       *[other] départage : { $rolls }
    }
pacman-next_pacman-say = { $player } est Pac-Man. { $ghosts }.
pacman-controls = { $player } ({ $ghosts })
pacman-mode-arcade = mode arcade, 3 vies
pacman-mode-normal = une seule vie
pacman-game_start = La partie { DE($player) } commence au niveau { $level } ({ $mode }). Points : 800 par section vidée de ses Pac-Gommes (le niveau se termine quand les quatre sections sont vidées), 200 par fantôme mangé grâce à une Super Pac-Gomme, fruits : 100, 200 et 500. Pac-Man joue en premier.
pacman-game_start-say = À toi, { $player } ! Pac-Man joue en premier.
pacman-over =
    { COUNT($players) ->
        [one] la partie est finie : { $players } a gagné
       *[other] la partie est finie : { $players } ont gagné
    }
pacman-unknown_action = action inconnue « { $action } » (peg, roll, power, ghost, fruit, caught, card, next, confirm)
pacman-press_next = la partie { DE($player) } est finie : appuie sur « Suivant » pour le Pac-Man suivant
pacman-pegs_not_up =
    { $count ->
        [one] Ce picot est encore enfoncé : { $spaces }. Remontez-le pour manger cette Pac-Gomme.
       *[other] Ces picots sont encore enfoncés : { $spaces }. Remontez-les pour manger ces Pac-Gommes.
    }
pacman-pegs_not_up-say =
    { $count ->
        [one] { $count } picot est encore enfoncé : { $first }.
       *[other] { $count } picots sont encore enfoncés : { $first }.
    }
pacman-not_peg = « { $space } » n'est pas une case à picot du labyrinthe
pacman-peg_state = 'peg' demande state=down ou state=up
pacman-dispute_dropped = Le picot en { $space } est remonté : cette Pac-Gomme reste à manger.
pacman-none = aucun
pacman-confirm_by_other = { $player } ne peut pas confirmer ses propres Pac-Gommes : c'est à un autre joueur ou à l'hôte de le faire
pacman-no_dispute = aucune Pac-Gomme contestée en « { $space } » (contestées : { $held })
pacman-progress =
    { " " }(section { $section } : { $eaten ->
        [one] { $eaten } mangée
       *[other] { $eaten } mangées
    } sur { $dots })
pacman-dot = { $player } mange la Pac-Gomme en { $space }{ $progress }.
pacman-section_cleared =
    { $count ->
        [one] Section { $section } vidée : { $count } point, { $score } en tout.
       *[other] Section { $section } vidée : { $count } points, { $score } en tout.
    }
pacman-section_cleared-say =
    { $count ->
        [one] Section { $section } vidée ! { $count } point.
       *[other] Section { $section } vidée ! { $count } points.
    }
pacman-level_cleared = Niveau { $done } terminé ! Remontez tous les picots et replacez les pions : niveau { $level }, Pac-Man joue en premier.
pacman-level_cleared-say = Niveau terminé ! En route pour le niveau { $level }.
pacman-rolled = Pac-Man a déjà lancé les dés ce tour-ci : retourne la carte Fantôme (bouton « Carte ») pour le tour des fantômes
pacman-power_done = les trois coups de Super Pac-Gomme sont joués : retourne la carte Fantôme (bouton « Carte »)
pacman-power_roll =
    { $count ->
        [0] Coup de Super Pac-Gomme : le dé fait { $die }. C'est le dernier.
        [one] Coup de Super Pac-Gomme : le dé fait { $die }. Plus qu'un coup.
       *[other] Coup de Super Pac-Gomme : le dé fait { $die }. Plus que { $count } coups.
    }
pacman-power_roll-say = Super Pac-Gomme, { $die }.
pacman-roll = { $player } lance les dés : { $a } + { $b } + { $c } = { $total }.
pacman-roll-say = { $total }.
pacman-already_powered = Pac-Man a déjà mangé une Super Pac-Gomme
pacman-power_roll_first = Pac-Man mange une Super Pac-Gomme en passant dessus : lance d'abord les dés et déplace-le
pacman-pellets_used = les quatre Super Pac-Gommes de ce niveau sont déjà mangées
pacman-power_on =
    { $count ->
        [one] Super Pac-Gomme ! { $player } joue maintenant { $count } coup avec un seul dé et peut manger les fantômes.
       *[other] Super Pac-Gomme ! { $player } joue maintenant { $count } coups avec un seul dé et peut manger les fantômes.
    }
pacman-power_on-say =
    { $count ->
        [one] Super Pac-Gomme ! { $count } coup.
       *[other] Super Pac-Gomme ! { $count } coups.
    }
pacman-ghost_not_powered = Pac-Man ne mange les fantômes que pendant les trois coups de Super Pac-Gomme
pacman-ghost_roll_first = Pac-Man mange un fantôme en arrivant sur sa case : lance d'abord le dé du coup de Super Pac-Gomme
pacman-ghosts_all_eaten = les quatre fantômes ont déjà été mangés avec cette Super Pac-Gomme
pacman-ghost_eaten =
    { $count ->
        [one] { $player } mange un fantôme : { $count } point. Les yeux du fantôme retournent dans la cage.
       *[other] { $player } mange un fantôme : { $count } points. Les yeux du fantôme retournent dans la cage.
    }
pacman-ghost_eaten-say = Fantôme mangé ! { $points }.
pacman-no_fruit = il n'y a pas de fruit dans le labyrinthe
pacman-fruit_roll_first = Pac-Man mange le fruit en passant dessus : lance d'abord les dés
-pacman-fruit-cherries =
    { $form ->
       *[the] les cerises
        [label] cerises
    }
    .gender = feminine
-pacman-fruit-strawberry =
    { $form ->
       *[the] la fraise
        [label] fraise
    }
    .gender = feminine
-pacman-fruit-orange =
    { $form ->
       *[the] l'orange
        [label] orange
    }
    .gender = feminine
pacman-fruit_eaten =
    { $count ->
        [one] { $player } mange { $fruit } : { $count } point.
       *[other] { $player } mange { $fruit } : { $count } points.
    }
pacman-fruit_eaten-say =
    { $count ->
        [one] Un fruit ! { $count } point.
       *[other] Un fruit ! { $count } points.
    }
pacman-caught_powered = Pac-Man est sous Super Pac-Gomme : un fantôme qu'il croise est mangé, il n'est pas attrapé
pacman-caught_roll_first = personne n'est attrapé avant que Pac-Man ait bougé : lance d'abord les dés
pacman-caught = Un fantôme attrape le Pac-Man { DE($player) } !
pacman-caught-say = Attrapé !
pacman-life_lost =
    { $count ->
        [0] { $player } perd sa dernière vie. Tous les pions reviennent au départ ; les Pac-Gommes restent.
       *[other] { $player } perd une vie : il en reste { $count }. Tous les pions reviennent au départ ; les Pac-Gommes restent.
    }
pacman-life_lost-say =
    { $count ->
        [0] Plus aucune vie.
        [one] Encore { $count } vie.
       *[other] Encore { $count } vies.
    }
pacman-parts = sections { $sections }, fantômes { $ghosts }, fruits { $fruit }
pacman-parts-purist = Pac-Gommes { $dots }, sections { $sections }, fantômes { $ghosts }, fruits { $fruit }
pacman-game_over =
    { $count ->
        [0] Partie terminée pour { $player } : aucune Pac-Gomme mangée, score { $score } ({ $parts }).
        [one] Partie terminée pour { $player } : { $count } Pac-Gomme mangée, score { $score } ({ $parts }).
       *[other] Partie terminée pour { $player } : { $count } Pac-Gommes mangées, score { $score } ({ $parts }).
    }
pacman-game_over-say = Partie terminée. Score { DE($player) } : { $score }.
pacman-next_turn = Remettez le plateau en place et appuyez sur « Suivant » pour le Pac-Man suivant.
pacman-next_turn-say = Appuyez sur « Suivant » pour le Pac-Man suivant.
pacman-winner =
    { $count ->
        [one] { $players } gagne avec un score de { $score } !
       *[other] { $players } gagnent ex aequo avec un score de { $score } !
    }
pacman-next_under_way = la partie est en cours : « Suivant » lance le Pac-Man suivant quand celle-ci est finie
pacman-power_left =
    { $count ->
        [0] plus de coup de Super Pac-Gomme : retourne la carte Fantôme (bouton « Carte »)
        [one] encore { $count } coup de Super Pac-Gomme : lance d'abord le dé
       *[other] encore { $count } coups de Super Pac-Gomme : lance d'abord le dé
    }
pacman-power_off = L'effet de la Super Pac-Gomme s'arrête.
pacman-power_off-say = Fin de la Super Pac-Gomme.
pacman-pacman_turn = c'est le tour de Pac-Man : lance les dés et déplace Pac-Man avant le tour des fantômes
pacman-reshuffle = La pioche Fantôme est remélangée ({ $cards }).
pacman-fruit_card = Encore une carte fruit, mais il n'y a plus de fruit à poser : piochez encore.
pacman-fruit_placed =
    { $count ->
        [one] Carte fruit : posez { $fruit } sur la case Départ ({ $count } point). Piochez encore pour les fantômes.
       *[other] Carte fruit : posez { $fruit } sur la case Départ ({ $count } points). Piochez encore pour les fantômes.
    }
pacman-fruit_placed-say = Un fruit ! Posez { $fruit } sur la case Départ.
pacman-ghost_move = { $ghost } { $spaces }
pacman-no_ghost_moves = Aucun fantôme ne bouge
pacman-lost_move =
    { $count ->
        [one] { " " }({ $ghosts } perd son tour : c'est Blinky qui ouvre la cage)
       *[other] { " " }({ $ghosts } perdent leur tour : c'est Blinky qui ouvre la cage)
    }
pacman-ghost_card = Les fantômes bougent : { $moves }{ $lost }.
pacman-ghost_card-none = Aucun fantôme ne bouge{ $lost }.
pacman-ghost_card-say = { $said }.{ $lost }
pacman-referee-too_far = Arbitre : le picot en { $space } est à { $count } cases pour un déplacement de { $allowed }.{ $tail }
pacman-referee-too_far-say = Trop loin pour ce lancer : { $space }.{ $say_tail }
pacman-referee-no_path = Arbitre : le picot en { $space } n'est pas sur le même chemin que le reste du déplacement (un saut, ou un mur entre les deux).{ $tail }
pacman-referee-no_path-say = Cette Pac-Gomme n'est pas sur le chemin de Pac-Man : { $space }.{ $say_tail }
pacman-referee-not_moving = Arbitre : le picot en { $space } a été enfoncé alors que Pac-Man n'avait aucun déplacement à faire (lancez d'abord les dés).{ $tail }
pacman-referee-not_moving-say = Pac-Man ne se déplace pas en ce moment : { $space }.{ $say_tail }
pacman-referee-held = { " " }Pac-Gomme mise en attente : confirm space={ $space } pour la compter, ou remontez le picot.
pacman-referee-counted = { " " }Pac-Gomme comptée quand même.
pacman-referee-held-say = { " " }Confirmez, ou remontez le picot.
title-deathstar = Évasion de l'Étoile de la Mort
title-cards = PAC-MAN, le jeu de cartes
title-pacman = PAC-MAN, le jeu de plateau
title-labyrinth = Labyrinthe Pokémon
standing-score = { $player } { $points }
standing-scores = Scores : { $scores }.
standing-scores_turn = Scores : { $scores }. À { $player } de jouer.
standing-scores_won =
    { COUNT($players) ->
        [one] Scores : { $scores }. { $players } a gagné.
       *[other] Scores : { $scores }. { $players } ont gagné.
    }
standing-turn = À { $player } de jouer.
standing-won =
    { COUNT($players) ->
        [one] { $players } a gagné.
       *[other] { $players } ont gagné.
    }
standing-nothing = Pas encore de score.
controller-new_game = Nouvelle partie n° { NUMBER($id, useGrouping: 0) } ({ $title }) : { $players } (graine { NUMBER($seed, useGrouping: 0) }).
controller-resuming =
    { $count ->
        [one] Reprise de la partie inachevée n° { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) après { $count } action. { $standing } (--new recommence à zéro.)
       *[other] Reprise de la partie inachevée n° { NUMBER($id, useGrouping: 0) } ({ $title }, { $players }) après { $count } actions. { $standing } (--new recommence à zéro.)
    }
controller-set_aside = Impossible de reprendre la partie n° { NUMBER($id, useGrouping: 0) } ({ $problem }) : mise de côté. { $then }
controller-log_damaged = Le journal d'écriture de la base de données a été endommagé pendant que le boîtier était éteint : les derniers coups avant l'arrêt sont perdus ; comparez le plateau avec le boîtier (annulez-les ou rejouez-les). { $then }
journal-disk_full =
    { $count ->
        [one] La carte mémoire est pleine : le boîtier ne peut pas ouvrir la partie et les scores. Libérez de la place dans { $folder } ({ $count } Kio libre) et redémarrez le boîtier ; rien n'a changé, la partie et les scores sont conservés.
       *[other] La carte mémoire est pleine : le boîtier ne peut pas ouvrir la partie et les scores. Libérez de la place dans { $folder } ({ $count } Kio libres) et redémarrez le boîtier ; rien n'a changé, la partie et les scores sont conservés.
    }
controller-abandoned = Partie inachevée n° { NUMBER($id, useGrouping: 0) } abandonnée. { $then }
controller-summary =
    { COUNT($winners) ->
        [one] Bilan : { $players }. Vainqueur : { $winners }.
       *[other] Bilan : { $players }. Vainqueurs : { $winners }.
    }
controller-no_winner = personne pour l'instant
controller-private = (un message privé pour { $player })
controller-private-take = --- { $player }, prends le boîtier ; que les autres détournent les yeux ; appuie sur Entrée ---
controller-private-only = --- réservé à { $player } ---
controller-private-hide = --- appuie sur Entrée pour masquer ---
controller-undone = Action annulée : { $action }.
controller-final = Scores finaux : { $scores }.
act-undo = annuler le dernier coup
act-status = entendre les scores
act-deathstar-spin = tourner la roue
act-deathstar-card = piocher une carte de la Force
act-deathstar-land = dire où le pion est arrivé
act-deathstar-bump = déloger un pion
act-deathstar-escape = s'évader du quartier de détention
act-deathstar-end = finir le tour
act-cards-play = poser une carte
act-cards-discard = défausser
act-cards-show_hand = voir sa main
act-cards-score = marquer une rangée
act-pacman-peg = bouger un picot
act-pacman-confirm = confirmer un déplacement
act-pacman-roll = lancer les dés
act-pacman-power = prendre une Super Pac-Gomme
act-pacman-ghost = manger un fantôme
act-pacman-fruit = manger le fruit
act-pacman-caught = dire que Pac-Man est attrapé
act-pacman-card = retourner une carte Fantôme
act-pacman-next = passer au Pac-Man suivant
act-labyrinth-insert = pousser la tuile
act-labyrinth-move = déplacer son pion
act-labyrinth-found = dire qu'une cible est trouvée
act-labyrinth-home = dire que le pion est rentré
act-labyrinth-show_target = voir sa cible
act-labyrinth-reach = voir où le pion peut aller
button-spin = Tourner
button-card = Carte
button-next = Suivant
button-undo = Annuler
player-default = joueur{ $n }
cli-argparse-choice = argument { $argument } : { $value } ne fait pas partie de { $choices }
cli-argparse-one = l'argument { $argument } attend une valeur
cli-argparse-not_with = { $argument } ne va pas avec { $other }
cli-argparse-invalid_value = argument { $argument } : { $value } n'est pas une valeur valable
cli-argparse-argument = argument { $argument } : { $message }
cli-argparse-required = il manque : { $arguments }
cli-argparse-unrecognized = arguments inconnus : { $arguments }
controller-no_sound = aucun périphérique audio ({ $reason }) : le boîtier continue en silence
controller-status = { $standing }
controller-undo_over = la partie est terminée : lance une nouvelle partie au lieu d'annuler
controller-undo_nothing = rien à annuler
controller-undo_journal = impossible d'annuler tant que le journal ne peut pas être écrit
controller-button_press = appuyer sur le bouton « { $button } » ne fait rien dans ce jeu
controller-button_press-hint = appuyer sur le bouton « { $button } » ne fait rien dans ce jeu ; maintiens-le pour { $action }
controller-button_hold = maintenir le bouton « { $button } » ne fait rien dans ce jeu
controller-button_hold-hint = maintenir le bouton « { $button } » ne fait rien dans ce jeu ; appuie dessus pour { $action }
controller-internal_error = erreur interne pendant { $item }
controller-board_fault = Plateau à picots : { $reason } ; ses picots sont ignorés jusqu'à ce qu'il annonce une taille valide.
controller-board_unplugged = Plateau à picots ({ $port }) : débranché ; ses picots ne sont plus lus jusqu'à son retour.
controller-board_unplugged-say = Le plateau à picots est débranché.
controller-board_back = Plateau à picots ({ $port }) : rebranché ; ses picots sont de nouveau lus, tels qu'ils sont maintenant.
controller-board_back-say = Le plateau à picots est rebranché.
controller-peg_fault = Capteur de picot { $cell }{ $space } : { $fault }.
controller-peg_ambiguous = ambigu (peut-être un faux contact à travers trois autres picots ? vérifiez les diodes)
controller-peg_not_wired = le capteur { $cell } n'est relié à aucune case de ce jeu
controller-unknown_action = action inconnue « { $action } » ({ $title } : { $known })
controller-extra_words = { $action } n'accepte pas { $extra } (il accepte { $takes })
controller-no_words = { $action } n'accepte pas { $extra } (il n'accepte aucun mot)
controller-stale = une nouvelle partie a commencé : reprends ta place
controller-other_seat = ce téléphone joue pour { $seat }, pas pour { $player }
controller-host_undo = seul l'hôte peut annuler
controller-pegs_from_the_board = c'est le plateau à picots qui signale les Pac-Gommes, pas un téléphone
controller-not_yours = c'est à { $actor } de le faire, pas à { $seat }
controller-no_new_game = ce boîtier ne peut pas commencer de nouvelle partie ici
controller-moved_aside = La base de données était inutilisable ; elle a été déplacée vers { $path }.
controller-web_name = web : sur les téléphones qui connaissent le nom du boîtier, aussi { $url }seat
controller-web = web : la page de la table est à l'adresse { $url } ; les téléphones se connectent à { $url }seat ; code d'hôte { $code }
controller-join = Pour jouer sur votre téléphone, ouvrez { $where }.
controller-port = { $host }, port { $port }
controller-pages_stay = Les pages restent en ligne jusqu'à Ctrl-C (ou SIGTERM).
controller-prompt = Tape les entrées comme dans un script ({ $keys }), ou do <action> [clé=valeur ...], wait <secondes>. 'help' liste les actions ; Ctrl-D quitte.
controller-needs_simulate = « { $verb } » demande des boutons simulés (lance avec --simulate)
controller-hold_late = 'hold { $button }' : l'appui long n'a pas été signalé à temps
controller-no_peg_board = 'peg { $space }' : ce jeu n'a pas de plateau à picots
controller-action-undo = annule la dernière action
controller-action-status = annonce les scores et qui doit jouer (ne change rien)
scores-none = Pas encore de partie terminée.
scores-wins = Victoires
scores-high = Meilleurs scores
scores-standard = standard
scores-recent = Dernières parties (heure locale)
scores-won_by = gagnée par { $players }
scores-no_winner = sans vainqueur
scores-at = { "  " }sur le boîtier { $box }
scores-wrote =
    { $count ->
        [0] Aucune partie à enregistrer : { $path } est vide.
        [one] { $count } partie enregistrée dans { $path }.
       *[other] { $count } parties enregistrées dans { $path }.
    }
scores-moved_aside-unreadable = Une base de données endommagée a été mise de côté : { $path } ; elle ne peut plus être lue.
scores-moved_aside =
    { $count ->
        [one] Une base de données endommagée a été mise de côté : { $path } ; elle contient { $count } partie terminée (companion scores --from { $path } la montre).
       *[other] Une base de données endommagée a été mise de côté : { $path } ; elle contient { $count } parties terminées (companion scores --from { $path } les montre).
    }
help-line = { "  " }do { $action } : { $doc }
help-deathstar-spin = fait tourner la roue pour qui doit le faire (ordre de jeu, un déplacement, un combat) ; dans un tour où l'on a déjà tourné, le termine et tourne pour le joueur suivant (un tour de roue, une seule arrivée : land, bump ou card)
help-deathstar-card = pioche une carte de la Force pour le pion qui a bougé ([token=1|2])
help-deathstar-land = un pion est arrivé : token=1|2 spot=plain|force|control_room|tractor_beam|falcon|trash, ou dans l'hyperespace spot=plain|tie|base
help-deathstar-bump = le pion qui bouge est arrivé sur un autre : target=NOM token=1|2 va au quartier de détention et celui qui bouge prend sa place [mover=1|2]
help-deathstar-escape = joue une carte Évasion gardée : [player=NOM] [token=1|2]
help-deathstar-end = termine le tour sans faire tourner la roue pour le joueur suivant
help-cards-play = joue une carte de ta main : card=0|1|5|10|+|-|x board=NOM row=top|bottom [slot=left|right pour les nombres] [player=NOM]
help-cards-discard = si aucune carte de ta main ne peut être posée : défausse card=C, pioche, et le tour se termine [player=NOM]
help-cards-show_hand = montre ta main, à ton tour, à toi seul [player=NOM : celui dont c'est le tour]
help-cards-score = mode=scorekeeper : une rangée terminée, player=NOM left=N op=+|-|x right=N
help-pacman-peg = un capteur de picot a changé : space=ID state=down|up (depuis le plateau à picots, ou tapé)
help-pacman-confirm = compte une Pac-Gomme que l'arbitre strict a mise en attente : space=ID
help-pacman-roll = lance les 3 dés pour Pac-Man (pendant la Super Pac-Gomme : un dé)
help-pacman-power = Pac-Man est arrivé sur une Super Pac-Gomme : trois coups d'un dé suivent
help-pacman-ghost = Pac-Man a mangé un fantôme (seulement pendant la Super Pac-Gomme) : 200 points
help-pacman-fruit = Pac-Man a mangé le fruit du labyrinthe
help-pacman-caught = un fantôme a attrapé Pac-Man
help-pacman-card = le tour des fantômes : retourne la carte Fantôme suivante
help-pacman-next = lance la partie du Pac-Man suivant (après une partie terminée)
help-labyrinth-insert = pousse la tuile en trop : arrow=N1|N3|N5|S1|S3|S5|W1|W3|W5|E1|E3|E5 rotation=0-3
help-labyrinth-move = déplace ton pion dans les couloirs ouverts : to=LIGNE,COLONNE (ta propre tuile : tu restes) [player=NOM]
help-labyrinth-found = une cible trouvée quand le boîtier ne suit pas les pions : player=NOM [pokemon=NOM la nuit]
help-labyrinth-home = revenu au départ quand le boîtier ne suit pas les pions : player=NOM
help-labyrinth-show_target = montre la cible actuelle d'un joueur à lui seul : player=NOM
help-labyrinth-reach = quelles tuiles (LIGNE,COLONNE) ce pion peut-il atteindre ? [player=NOM] [board=yes pour les dessiner]
page-now-won =
    { COUNT($players) ->
        [one] { $players } a gagné !
       *[other] { $players } ont gagné !
    }
page-now-over = La partie est finie.
page-now-turn = À { $player } de jouer
page-now-deathstar-order = { $player } : fais tourner la roue pour l'ordre de jeu
page-now-deathstar-dogfight = { $player } : fais tourner la roue pour le combat
page-now-deathstar-move = { $player } : avance de { $spin } et indique sur quelle case ton pion est arrivé
page-now-deathstar-move_dogfight = { $player } : avance d'une case, tout droit ou en diagonale, et indique sur quelle case ton pion est arrivé
page-now-deathstar-landed = { $player } : termine ton tour
page-now-deathstar-spin = { $player } : fais tourner la roue
page-now-cards-scorekeeper = Indiquez au boîtier chaque rangée terminée
page-now-cards-play = { $player } : joue une carte
page-now-labyrinth-insert = { $player } : pousse la tuile en trop
page-now-labyrinth-move = { $player } : déplace ton pion
page-now-pacman-next = Pac-Man suivant : appuyez sur « Suivant »
page-now-pacman-card = { $player } : avance de { $roll }, puis on retourne une carte Fantôme
page-now-pacman-roll = { $player } (Pac-Man) : lance les dés
page-connecting = Connexion au boîtier…
page-live = en direct
page-reconnecting = Hors ligne : reconnexion au boîtier…
page-offline = hors ligne
page-box_away = le boîtier ne répond pas : réessaie quand il sera de retour
page-box_answered = le boîtier a répondu { $status }
page-table-title = Tabletop Companion — la table
page-table-qr = Code QR pour rejoindre
page-table-join = Rejoignez la partie sur votre téléphone :
page-recent = Ce qui s'est passé
page-done = C'est fait.
page-refused = refusé ({ $status })
page-where-board = sur le plateau
page-where-detention =
    { $count ->
        [0] Quartier de détention (sort au prochain tour)
        [one] Quartier de détention (encore { $count } tour)
       *[other] Quartier de détention (encore { $count } tours)
    }
page-ds-blueprint = Plan
page-ds-tractor_beam = Rayon tracteur
page-ds-hyperspace = Hyperespace !
page-ds-to_falcon = → Faucon
page-ds-escape_cards =
    { $count ->
        [0] aucune carte Évasion
        [one] { $count } carte Évasion
       *[other] { $count } cartes Évasion
    }
page-ds-spin = Tourner
page-ds-last_spin = Dernier tour de roue
page-ds-force_with = La Force est avec toi
page-ds-force_against = La Force est contre toi
page-ds-mission = Mission
page-ds-deck =
    Pioche de la Force : { $deck ->
        [one] { $deck } carte restante
       *[other] { $deck } cartes restantes
    } · { $drawn ->
        [one] { $drawn } piochée
       *[other] { $drawn } piochées
    }
page-ds-spin_dogfight = Tourner pour le combat
page-ds-end = Finir le tour
page-ds-which_token = Quel pion a bougé ?{ " " }
page-ds-landed_on = Sur quelle case le pion est-il arrivé ?
page-ds-landed_on_token = Arrivé sur un pion :{ " " }
page-ds-owner_token = { $token } { DE($owner) }
page-ds-play_escape = Jouer la carte Évasion
page-cards-rows_scored =
    { $count ->
        [0] aucune rangée comptée
        [one] { $count } rangée comptée
       *[other] { $count } rangées comptées
    }
page-cards-in_hand = { $count } en main
page-cards-draw_pile = Pioche : { $count }
page-cards-discard =
    { $count ->
        [0] Défausse : aucune carte
        [one] Défausse : { $count } carte (dessus : { $top })
       *[other] Défausse : { $count } cartes (dessus : { $top })
    }
page-cards-first_to = Objectif : { $target } points
page-cards-tap_space = Touche maintenant une case libre pour ton { $card }.
page-cards-tap_card = Touche une carte de ta main, puis une case sur n'importe quel plateau.
page-cards-discard_btn = Défausser { $card }
page-cards-face =
    { $face ->
        [plus] +
        [minus] −
        [times] ×
       *[other] { $face }
    }
page-cards-completed_row = Une rangée terminée :{ " " }
page-cards-left = gauche
page-cards-right = droite
page-cards-score_it = Marquer
page-cards-your_hand = Ta main :{ " " }
page-pm-section =
    Section { $section } : { $eaten ->
        [one] { $eaten } mangée
       *[other] { $eaten } mangées
    } sur { $dots }
page-pm-power_on =
    { $count ->
        [0] SUPER ! Dernier coup joué
        [one] SUPER ! Encore { $count } coup
       *[other] SUPER ! Encore { $count } coups
    }
page-pm-pellets_left =
    { $count ->
        [0] Plus aucune Super Pac-Gomme
        [one] Encore { $count } Super Pac-Gomme
       *[other] Encore { $count } Super Pac-Gommes
    }
page-pm-is_pacman = { $player } est Pac-Man
page-pm-level = Niveau { $level } · Vies { $lives } · { $mode }
page-pm-level_short = Niveau { $level }   Vies { $lives }
page-pm-mode-normal = mode normal
page-pm-mode-arcade = mode arcade
page-pm-fruit = Fruit dans le labyrinthe : { FORM($fruit, "label") }
page-pm-last_roll = Dernier lancer : { $roll } · Pac-Gommes restantes : { $dots }
page-pm-score = Score { $total } (sections { $sections }, fantômes { $ghosts }, fruits { $fruit })
page-pm-score-purist = Score { $total } (sections { $sections }, fantômes { $ghosts }, fruits { $fruit }, Pac-Gommes { $dots })
page-pm-score_short = Score { $total }
page-pm-ghosts = Dernière carte Fantôme : { $moves }
page-pm-lost = (passe son tour)
page-pm-played_by = Qui joue les fantômes : { $who }
page-pm-btn-roll = Lancer les dés
page-pm-btn-power = Super Pac-Gomme mangée
page-pm-btn-ghost = Fantôme mangé
page-pm-btn-fruit = Fruit mangé
page-pm-btn-caught = Attrapé par un fantôme
page-pm-btn-card = Tour des fantômes : retourner une carte
page-pm-btn-next = Lancer le Pac-Man suivant
page-pm-btn-confirm = Compter la Pac-Gomme contestée en { $space }
page-lab-found =
    { $found ->
        [0] { $player } : aucun trouvé
        [one] { $player } : { $found } trouvé
       *[other] { $player } : { $found } trouvés
    }
page-lab-found_left =
    { $player } : { $found ->
        [0] aucun trouvé
        [one] { $found } trouvé
       *[other] { $found } trouvés
    }, encore { $left }
page-lab-spare = Tuile en trop
page-lab-arrows = Flèches
page-lab-any_arrow = N'importe quelle flèche
page-lab-not_at = Pas en { $arrow }
page-lab-phase = Phase : { $phase }
page-lab-phase-classic = classique
page-lab-phase-day = jour
page-lab-phase-night = nuit
page-lab-phase-end = terminée
page-lab-push_at = Insérer la tuile en :{ " " }
page-lab-turn_spare = Tourner la tuile :{ " " }
page-lab-slide = La pousser en { $arrow }
page-lab-tap = Touche une tuile en surbrillance pour y aller (touche celle où tu te trouves pour rester sur place).
page-lab-your_glow = Tes Pokémon phosphorescents à trouver ({ $count }) :{ " " }
page-lab-your_target = Ta cible :{ " " }
page-lab-none_left = plus aucune : rentre au départ
page-lab-stack = { " " }({ $count } dans ta pile)
page-table-code = Code d'accès { $code }
page-table-code_elsewhere = Le boîtier annonce le code d'accès à voix haute quand il démarre (pour l'entendre à nouveau, maintenez son bouton Tourner enfoncé)
page-seat-code = Code d'accès (le boîtier l'annonce) :
page-seat-watching = Toutes les places sont prises : ce téléphone suit la partie en spectateur (l'hôte peut lui donner une place).
page-host-make_table = Faire de cet écran l'écran de la table (il affiche le code d'accès)
page-seat-again = Rejouer
page-seat-your_turn = À toi, { $seat } !
page-seat-title = Tabletop Companion — ta place
page-seat-who = Qui es-tu ?
page-seat-taken = { " " }(pris)
page-seat-you_are = Tu es { $seat }
page-seat-kept = Cartes gardées :{ " " }
page-seat-wait = Ce n'est pas ton tour : attends.
page-host-title = Tabletop Companion — hôte
page-host-heading = Hôte
page-host-code = Code d'hôte (affiché au démarrage du boîtier et dans son journal ; il reste le même après un redémarrage) :{ " " }
page-host-this_game = Cette partie
page-host-undo = Annuler la dernière action
page-host-abandon = Recommencer cette partie
page-host-seats = Places
page-host-new_game = Nouvelle partie
page-host-game = Jeu
page-host-players = Joueurs
page-host-options = Options
page-host-start = Lancer une nouvelle partie
page-host-released = La place { DE($player) } est libre.
page-host-free_confirm = Libérer la place { DE($player) } pour un autre téléphone ?
page-host-free = Libérer la place { DE($player) }
page-host-no_seats = Aucun téléphone n'a encore pris de place.
page-host-abandon_confirm = Abandonner cette partie sans score et la recommencer ?
page-host-new_confirm = Lancer une nouvelle partie ? Une partie inachevée est abandonnée sans score.
page-cafe-title = Tabletop Companion — toutes les tables
page-cafe-heading = Toutes les tables
page-cafe-connecting = Connexion au hub…
page-cafe-league = Championnat
page-cafe-no_game = Pas encore de partie.
page-cafe-now = Tables : { $tables } · parties au championnat : { $games }
page-cafe-wins =
    { $count ->
        [0] { $player } : pas encore de victoire
        [one] { $player } : { $count } victoire
       *[other] { $player } : { $count } victoires
    }
page-cafe-no_answer = Le hub ne répond pas.
page-touch-end = Fin du tour
page-touch-spin = Tourner
page-touch-roll = Lancer
page-touch-card = Carte Fantôme
page-touch-next = Pac-Man suivant
page-touch-undo = Annuler
page-touch-undo_confirm = Touche encore : annuler
page-touch-new = Nouvelle partie
page-touch-new_confirm = Touche encore : nouvelle partie
page-api-starting = le boîtier démarre : réessaie dans un instant
page-api-no_answer = le boîtier n'a pas répondu à temps ; l'action sera peut-être quand même appliquée
page-api-claim_first = prends d'abord une place (POST /api/seats) et envoie son jeton dans l'en-tête 'Authorization: Bearer TOKEN'
page-api-bad_token = le jeton de cette place n'est pas valable (une nouvelle partie a peut-être commencé)
page-api-no_player = aucun joueur « { $player } » dans cette partie ({ $players })
page-api-seat_taken = la place { DE($player) } est prise : demande à l'hôte de la libérer
page-api-wrong_code = mauvais code d'hôte (il est affiché au démarrage du boîtier et dans son journal)
page-api-locked_out = trop de codes erronés depuis cet appareil : réessaie dans { $seconds } s
page-api-too_many_streams =
    { $count ->
        [one] cet appareil a déjà { $count } page en direct ouverte : ferme-la d'abord
       *[other] cet appareil a déjà { $count } pages en direct ouvertes : fermes-en une d'abord
    }
page-api-wrong_join_code = code d'accès incorrect : demande le code à quelqu'un autour de la table (un téléphone qui a déjà rejoint la table peut le faire répéter par le boîtier)
page-api-not_over = la partie n'est pas encore finie
page-api-first_seat = c'est le téléphone { DE($player) } qui lance la partie suivante (ou la page de l'hôte)
page-api-busy =
    { $count ->
        [one] le boîtier gère déjà { $count } connexion : ferme une page et réessaie
       *[other] le boîtier gère déjà { $count } connexions : ferme une page et réessaie
    }
page-api-too_large =
    { $count ->
        [one] la requête est trop grande : { $count } octet au plus
       *[other] la requête est trop grande : { $count } octets au plus
    }
page-api-no_seat_taken = personne n'a pris la place { DE($player) }
page-api-not_object = la requête doit être un objet JSON
page-api-nested =
    { $count ->
        [one] le JSON de la requête est imbriqué sur plus de { $count } niveau
       *[other] le JSON de la requête est imbriqué sur plus de { $count } niveaux
    }
page-api-malformed = la requête n'est pas du JSON valide
page-api-too_many = trop de requêtes : ralentis
cli-usage = utilisation :{ " " }
cli-positionals = arguments
cli-options = options
cli-commands = commandes
cli-command = COMMANDE
cli-help = affiche cette aide et quitte
cli-error = { $prog } : erreur : { $message }
cli-description = Tabletop Companion : le boîtier pour jeux de société.
cli-verbose = journalise les détails sur stderr
cli-version = affiche la version du programme et quitte
cli-lang = la langue parlée et écrite (comme [box] language)
cli-config = un fichier de configuration par-dessus les valeurs par défaut
cli-db = la base de données (par défaut : celle de la configuration)
cli-json = affiche en JSON
cli-only_game = ce jeu seulement
cli-links = affiche les N parties les plus récentes (10) sous forme de liens BG Stats qui préremplissent la partie
cli-run = lance le boîtier
cli-run-description = Lance le boîtier pour une partie.
cli-run-game = le jeu (par défaut : box.game dans la configuration)
cli-run-players = les noms des joueurs, séparés par des virgules, dans l'ordre autour de la table
cli-run-option = une option du jeu ; répète-la pour en ajouter
cli-run-simulate = matériel simulé (comme --hardware simulated ; auto simule là où il n'y a pas de GPIO de Pi)
cli-run-hardware = auto, real (jamais de simulation : sans GPIO, c'est une erreur) ou simulated ; par défaut [box] hardware
cli-run-script = joue un script de scénario ('-' lit l'entrée standard)
cli-run-seed = graine des tirages et des mélanges (par défaut : au hasard)
cli-run-json = affiche les événements en lignes JSON
cli-run-new = abandonne une partie inachevée au lieu de la reprendre
cli-run-demo = un joueur intégré joue sur la table simulée jusqu'à la fin de la partie
cli-run-pace = avec --demo : secondes réelles entre deux entrées (par défaut 0,4 dans un terminal ou avec --web, sinon 0)
cli-run-web = sert la page de la table et les pages des places pour les téléphones (le port 0 en choisit un libre) ; les pages restent en ligne après un script ou une démo jusqu'à Ctrl+C
cli-run-screen = dessine la table sur l'écran du boîtier (comme [screen] enabled = true)
cli-run-snapshot = à la fin, enregistre l'écran en image PNG (pas besoin d'écran)
cli-scores = meilleurs scores et historique des parties
cli-scores-description = Affiche les meilleurs scores et les dernières parties, ou exporte-les.
cli-scores-export = exporte chaque partie : csv FICHIER, ou bgstats FICHIER (JSON push-a-play de BG Stats)
cli-sounds = liste, joue et enregistre les sons
cli-sounds-description = Liste chaque événement et le son associé, en joue un ou enregistre les sons en WAV.
cli-sounds-game = seulement les événements de ce jeu
cli-sounds-play = joue un son (un effet ou un type d'événement)
cli-sounds-render = écrit chaque son dans DIR/<nom>.wav
cli-sounds-render_script = enregistre ce que donne un script de scénario (effets et voix, mixés)
cli-with_render_script = avec --render-script
cli-diagnose = autotest en direct du câblage des boutons et des capteurs de picots
cli-diagnose-description = Montre quelles cellules de picots sont fermées et quels boutons sont enfoncés, signale les cellules bloquées, instables ou fantômes et affiche les statistiques de la liaison série.
cli-diagnose-seconds = durée d'observation (par défaut 10)
cli-diagnose-simulate = une table simulée (comme --hardware simulated)
cli-diagnose-hardware = comme [box] hardware (par défaut : auto)
cli-diagnose-board = le plateau à picots (par défaut : pegs.board)
cli-diagnose-walk = enfonce chaque picot une fois pendant le test ; il nomme ensuite les rangées et les colonnes où aucun ne s'est fermé (un fil coupé)
cli-maze = affiche le modèle du labyrinthe de PAC-MAN
cli-maze-description = Affiche le labyrinthe avec chaque case, ou liste chaque case en JSON (id, type, section, cellule du capteur, voisines).
cli-simulate = joue des parties de robots sans interface et affiche les chiffres
cli-simulate-description = Joue N parties de robots d'un jeu sans interface (sans matériel) et affiche les chiffres.
cli-simulate-game = le jeu
cli-simulate-games = combien de parties (par défaut 100)
cli-simulate-seed = la graine (par défaut 1)
cli-labyrinth = outils pour Labyrinthe Pokémon
cli-labyrinth-description = Pokémon Labyrinthe : montre la mise en place que donne une graine, en texte ou en PNG.
cli-labyrinth-what = ce qu'il faut montrer
cli-labyrinth-png = dessine aussi le plateau dans une image PNG
cli-hub = rassemble les résultats de chaque boîtier dans le championnat (un service pour le café)
cli-hub-description = S'abonne à chaque boîtier sur le broker MQTT, tient le championnat dans SQLite et sert la page du café avec la partie de chaque table.
cli-hub-mqtt = le broker : mqtt://[utilisateur:mot de passe@]hôte[:port]
cli-hub-db = la base du championnat (par défaut : league.db à côté de celle du boîtier)
cli-hub-web = sert la page du café (par exemple 8090)
cli-league = le championnat de tous les boîtiers
cli-league-description = Victoires, meilleurs scores par jeu et parties de chaque boîtier, depuis la base du hub ; ou exporte-les.
cli-league-db = la base du championnat (par défaut : comme companion hub)
cli-league-export = csv FICHIER ou bgstats FICHIER
cli-scores-from = lit les parties de FICHIER, une base de données mise de côté (companion.db.broken-...), sans rien changer
cli-league-refused = liste les messages que le hub a refusés (les plus récents d'abord), avec la raison
cli-check = vérifie un fichier de configuration
cli-check-description = Vérifie une configuration : se termine avec le code 0, ou affiche une ligne par problème et se termine avec le code 2.
cli-check-file = le fichier (par défaut : celui qu'utiliserait `run`)
cli-bad-key_value = il faut CLÉ=VALEUR, pas « { $text } »
cli-bad-how_many = il faut un nombre entier d'au moins 1, pas « { $text } »
cli-bad-seconds = il faut un nombre de secondes de { $low } à { $high }, pas « { $text } »
cli-bad-seconds_above = il faut un nombre de secondes supérieur à { $low }, au plus { $high }, pas « { $text } »
cli-bad-whole = il faut un nombre entier, pas « { $text } »
cli-bad-seed = il faut une valeur de 0 à { $high }, pas { $text }
cli-bad-players = il faut des noms séparés par des virgules, par exemple ann,bob
options-players = le nombre de joueurs de ce jeu va de { $low } à { $high }, pas { $count }
options-same_names = les noms des joueurs doivent tous être différents
options-long_name =
    { $count ->
        [one] nom de joueur « { $name } »... : { $count } caractère au plus
       *[other] nom de joueur « { $name } »... : { $count } caractères au plus
    }
options-bad_name = nom de joueur « { $name } » : utilise des lettres, des chiffres, '-' ou '_'
options-unknown = option inconnue « { $key } » (ce jeu connaît : { $known })
options-unknown-none = option inconnue « { $key } » (ce jeu n'a pas d'options)
options-bad_value = option { $key }=« { $value } » : il faut l'une de ces valeurs : { $expected }
cards-bad_target = option target=« { $target } » : il faut un nombre entier de 10 à 1000 (50 ou 100)
controller-unfinished =
    { $count ->
        [one] la partie n° { NUMBER($id, useGrouping: 0) } ({ $title } ; joueurs : { $players }) est inachevée après { $count } action : lance sans --players, --option ni --seed pour la continuer, ou ajoute --new pour l'abandonner
       *[other] la partie n° { NUMBER($id, useGrouping: 0) } ({ $title } ; joueurs : { $players }) est inachevée après { $count } actions : lance sans --players, --option ni --seed pour la continuer, ou ajoute --new pour l'abandonner
    }
controller-unfinished-ask =
    { $reason }.
    L'abandonner et commencer la nouvelle partie ? [o/N]
controller-yes = o|oui|y|yes
controller-nothing_changed = Rien n'a changé : la partie en cours vous attend toujours.
controller-unknown_game = jeu inconnu « { $game } » ({ $games })
rules-not_now = { $action } : ce n'est pas un des coups possibles maintenant
script-line = ligne { $number } :{ " " }
script-one_button = { $where }'{ $verb }' attend le nom d'un bouton, par exemple '{ $verb } spin'
script-needs_action = { $where }'do' attend une action, par exemple 'do spin'
script-key_value = { $where }les arguments de 'do' s'écrivent clé=valeur, pas '{ $word }'
script-wait_seconds = { $where }'wait' attend un nombre de secondes
script-wait_number = { $where }'wait' attend un nombre de secondes, pas { $got }
script-wait_range = { $where }'wait' attend de 0 à 86400 secondes, pas { $got }
script-peg_words = { $where }'peg' attend une case puis down ou up, par exemple 'peg B7 down'
script-unknown = { $where }commande inconnue '{ $verb }' (peg, press, hold, do, wait)
script-unknown_actions = { $where }commande inconnue '{ $verb }' (peg, press, hold, do, wait, ou une action : { $actions })
script-no_peg_board = 'peg { $space }' : ce jeu n'a pas de plateau à picots
script-no_peg_space = 'peg { $space }' : aucune case de ce nom dans le labyrinthe
script-needs_simulate = '{ $verb }' demande des boutons simulés (lance avec --simulate)
script-hold_late = 'hold { $button }' : l'appui long n'a pas été signalé à temps
script-no_button = aucun bouton ne s'appelle '{ $button }' (boutons : { $buttons })
controller-join_code = Pour jouer sur votre téléphone, ouvrez { $where } ; le code d'accès est { $digits }.
controller-dot = point
controller-join_note = web : le code d'accès de la table est { $code } (annoncé à voix haute ; les téléphones rejoignent la table à l'adresse { $url }seat)
controller-status-scores = Scores : { $scores }. { $now }.
controller-status-now = { $now }.
controller-resumed = La partie reprend là où elle s'était arrêtée. { $status }
page-api-no_settings = ce boîtier ne garde aucun réglage (une démonstration sur une base de données jetable)
page-host-you_host = C'est toi qui gères : choisis le jeu et qui joue, puis lance la partie.
page-host-settings = Réglages
page-host-language = Langue
page-host-volume = Volume
page-host-speech = Voix du boîtier
page-host-first_game = Jeu lancé au démarrage
page-host-save = Enregistrer les réglages
page-host-saved = Réglages enregistrés.
page-host-players_hint = noms, séparés par des virgules
page-ds-legend = Cartes mission : ✓ obtenue · ○ encore à obtenir
page-host-take_over = Demander à devenir l'hôte depuis ce téléphone
page-api-unknown_game = jeu inconnu { $game } (jeux : { $games })
page-api-bad_players =
    { $count ->
        [one] indique au plus 8 joueurs, chaque nom d'au plus { $count } lettre
       *[other] indique au plus 8 joueurs, chaque nom d'au plus { $count } lettres
    }
page-seat-say_code = Faire répéter le code d'accès
page-api-wait_for_host = trop de mauvais codes ont été essayés pour cette table : ce téléphone doit attendre l'accord de l'hôte
page-api-no_seat = dans cette partie, ce téléphone ne joue pour personne : touche d'abord un nom
page-api-join_first = ce téléphone n'a pas encore rejoint la table : saisis d'abord le code d'accès
page-member-press_at_box = Le boîtier pose la question à la table : pour accepter, maintiens enfoncé n'importe quel bouton du boîtier.
page-member-box_busy = le boîtier attend déjà une réponse pour un autre téléphone : réessaie dans une minute
page-api-cross_site = refusée : cette requête vient d'une page d'un autre site ({ $why })
page-api-no_member = téléphone introuvable à cette table
page-api-remove_host = le téléphone de l'hôte ne peut pas être retiré : confie d'abord le rôle d'hôte à un autre téléphone
page-api-no_waiting = ce téléphone-là ne demande plus à rejoindre la table
page-api-not_kept = impossible d'enregistrer les réglages sur la carte mémoire du boîtier (elle est peut-être pleine) : rien n'a été modifié
controller-codes_tried = Quelqu'un sur le Wi-Fi essaie de deviner le code d'accès. Désormais, les nouveaux téléphones devront attendre l'accord de l'hôte.
controller-door_press = Quelqu'un sur le Wi-Fi essaie de deviner le code d'accès. Pour entendre un nouveau code, maintenez enfoncé n'importe quel bouton du boîtier.
controller-host_press = Le téléphone { $number } demande à devenir l'hôte. Pour accepter, maintenez enfoncé n'importe quel bouton du boîtier.
controller-host_given = Le téléphone { $number } est maintenant l'hôte.
controller-power_on_refused = box.game : impossible de lancer { $title } avec les joueurs indiqués dans la configuration : { $reason }
controller-power_on_gave_way = Le jeu prévu au démarrage ({ $title }) ne peut pas commencer avec les joueurs enregistrés sur le boîtier ({ $reason }) : le boîtier lance à la place { $then }.
page-member-you_are = Ce téléphone porte le numéro { $number }.
page-member-phone = Téléphone { $number }
page-member-waiting = En attente de l'accord de l'hôte…
page-host-table_heading = Les téléphones de la table
page-host-who_where = Qui joue sur quel téléphone
page-host-no_phone = aucun téléphone
page-host-make_host = Confier le rôle d'hôte
page-host-remove = Retirer
page-host-remove_confirm = Retirer le téléphone { $number } de la table ? Pour revenir, il devra saisir le nouveau code d'accès.
page-host-hand_confirm = Confier le rôle d'hôte au téléphone { $number } ?
page-host-waiting = Un téléphone qui a le code demande à rejoindre la table :
page-host-let_in = Laisser entrer
page-host-turn_away = Refuser
page-host-guarded = Quelqu'un a essayé trop de mauvais codes : les nouveaux téléphones doivent maintenant attendre ton accord. Si tu crées un nouveau code d'accès, le code suffira de nouveau pour entrer.
page-host-new_code = Nouveau code d'accès
page-host-reset_table = Oublier tous les autres téléphones
page-host-reset_confirm = Oublier tous les autres téléphones ? Pour revenir, chacun devra saisir le nouveau code d'accès.
page-host-host_code = Code d'hôte, pour la page « /host » sur un ordinateur : { $code }
page-host-is_host = hôte
page-api-wait_at_door = trop de mauvais codes ont été essayés pour cette table : maintiens enfoncé n'importe quel bouton du boîtier, et il annoncera un nouveau code d'accès
page-member-removed = Ce téléphone ne fait plus partie de la table (l'hôte l'a retiré) : saisis le code d'accès de la table à nouveau.
page-host-asking = Le téléphone { $number } demande à devenir l'hôte : il le deviendra si quelqu'un maintient un bouton du boîtier enfoncé dans la minute qui suit.

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
page-pm-ghost_lost = { $ghost } (passe son tour)
page-lab-spare_label = Tuile en trop :{ " " }
page-lab-arrows_label = Flèches :{ " " }
page-lab-degrees = { $degrees }°
page-host-now = { $title } — { $now }
page-cafe-status-online = en ligne
page-cafe-status-offline = hors ligne
page-cafe-status-unknown = ?
