#!/usr/bin/env bash
# Install Tabletop Companion as a systemd service on Raspberry Pi OS (Bookworm).
#
#   sudo systemd/install.sh               install or update; safe to run again
#   systemd/install.sh --dry-run          print what it would do, change nothing
#   sudo systemd/install.sh --uninstall   remove the service, keep the score database
#   sudo systemd/install.sh --uninstall --purge   ... and delete the database too
#   systemd/install.sh --root DIR         stage the files under DIR only (packaging, tests):
#                                         no apt, no users, no venv, no systemctl
#   sudo systemd/install.sh --hub         the café's hub instead: Mosquitto with per-box logins
#                                         and an ACL, the league service and its café page (8090)
#   sudo systemd/install.sh --hub --add-box NAME   a login for box NAME (prints its [mqtt] url)
#
# Idempotent: every step checks first and only changes what differs.
set -euo pipefail

APP=tabletop-companion
SERVICE_USER=companion
PREFIX=/opt/$APP
STATE_DIR=/var/lib/$APP
APT_PACKAGES=(python3-venv python3-dev espeak-ng libsdl2-2.0-0 libsdl2-mixer-2.0-0)
# Raspberry Pi OS's lgpio (the GPIO fallback); Debian's archive has none: pip's wheel then, where there is one.
OPTIONAL_APT_PACKAGES=(python3-lgpio)
# 32-bit Pi OS (armv7l): PyPI has no gpiod wheel, so pip builds it (it bundles libgpiod's C sources).
[ "$(uname -m)" = armv7l ] && APT_PACKAGES+=(gcc)
GROUPS_NEEDED=(gpio audio dialout video render input)
SOURCE_DIR=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

dry_run=false
hub=false
add_box=""
uninstall=false
purge=false
root=""

usage() { sed -n '2,16p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'; }

while [ $# -gt 0 ]; do
  case "$1" in
    --dry-run) dry_run=true ;;
    --uninstall) uninstall=true ;;
    --purge) purge=true ;;
    --root) root=${2:?--root needs a directory}; shift ;;
    --hub) hub=true ;;
    --add-box) add_box=${2:?--add-box needs a box id}; shift ;;
    -h|--help) usage; exit 0 ;;
    *) echo "install.sh: unknown option $1 (see --help)" >&2; exit 2 ;;
  esac
  shift
done

staging=false
[ -n "$root" ] && staging=true
changes=0

say() { printf '%s\n' "$*"; }

# run CMD...: do it, or print it under --dry-run; counts as a change.
run() {
  changes=$((changes + 1))
  if $dry_run; then
    say "would run: $*"
  else
    say "running: $*"
    "$@"
  fi
}

# system CMD...: a step that needs the real system (skipped when staging under --root).
system() {
  if $staging; then
    say "skipped under --root: $*"
  else
    run "$@"
  fi
}

# put_file SOURCE TARGET MODE: install a file only if missing or different.
put_file() {
  local source=$1 target=$root$2 mode=$3
  if [ -f "$target" ] && cmp -s "$source" "$target"; then
    say "unchanged: $2"
    return
  fi
  changes=$((changes + 1))
  if $dry_run; then
    say "would install: $2"
  else
    say "installing: $2"
    mkdir -p "$(dirname "$target")"
    install -m "$mode" "$source" "$target"
  fi
}

# remove_path PATH: delete a file or directory if present.
remove_path() {
  local target=$root$1
  if [ -e "$target" ] || [ -L "$target" ]; then
    changes=$((changes + 1))
    if $dry_run; then say "would remove: $1"; else say "removing: $1"; rm -rf "$target"; fi
  fi
}

if ! $dry_run && ! $staging && [ "$(id -u)" != 0 ]; then
  echo "install.sh: run it as root (sudo $0), or try --dry-run first" >&2
  exit 2
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

cat >"$tmp/udev.rules" <<'RULES'
# The serial peg board (a Raspberry Pi Pico, USB vendor 2e8a) as /dev/pegboard.
SUBSYSTEM=="tty", ATTRS{idVendor}=="2e8a", SYMLINK+="pegboard", GROUP="dialout", MODE="0660"
# The GPIO chips for the gpio group (Raspberry Pi OS does this itself; plain Debian leaves them root's).
SUBSYSTEM=="gpio", KERNEL=="gpiochip*", GROUP="gpio", MODE="0660"
RULES

cat >"$tmp/config.toml" <<'CONFIG'
# Tabletop Companion: your settings. Every key and its default is listed in
# controller/defaults.toml of the installed source; set only what you change.
# Check this file with: companion check-config /etc/tabletop-companion/config.toml

[box]
game = "deathstar"
players = ["player1", "player2"]

[web]
listen = "8080"    # the table page and the phones' seat pages on the local network; "" turns them off
host_code = ""     # "" = a new random code at every start (said in the log); or set your own
CONFIG

if $uninstall; then
  if ! $staging && systemctl is-enabled --quiet "$APP.service" 2>/dev/null; then
    run systemctl disable --now "$APP.service"
  fi
  remove_path "/etc/systemd/system/$APP.service"
  remove_path "/etc/udev/rules.d/99-$APP-pegboard.rules"
  remove_path "$PREFIX"
  if $purge; then
    remove_path "$STATE_DIR"
    remove_path "/etc/$APP"
  else
    say "kept: $STATE_DIR (the score database) and /etc/$APP; --purge removes them"
  fi
  $staging || system systemctl daemon-reload
  say "$changes change(s)."
  exit 0
fi

if [ -n "$add_box" ] && ! [[ "$add_box" =~ ^[A-Za-z0-9_-]{1,64}$ ]]; then
  echo "install.sh: --add-box $add_box: use 1 to 64 letters, digits, '-' or '_'" >&2
  exit 2
fi
$hub && APT_PACKAGES=(python3-venv mosquitto)

# 1. Debian packages.
missing=()
if ! $staging; then
  for pkg in "${APT_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
  done
  if ! $hub; then
    for pkg in "${OPTIONAL_APT_PACKAGES[@]}"; do
      dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" && continue
      apt-cache policy "$pkg" 2>/dev/null | grep -q 'Candidate: [0-9]' && missing+=("$pkg")
    done
  fi
fi
if [ ${#missing[@]} -gt 0 ]; then
  system apt-get update
  system apt-get install -y "${missing[@]}"
elif ! $staging; then
  say "unchanged: Debian packages"
fi

# 2. The service user and its groups.
if ! $staging; then
  for group in "${GROUPS_NEEDED[@]}"; do
    getent group "$group" >/dev/null || system groupadd --system "$group"
  done
  if ! id "$SERVICE_USER" >/dev/null 2>&1; then
    system useradd --system --home-dir "$STATE_DIR" --no-create-home --shell /usr/sbin/nologin \
      --groups "$(IFS=,; echo "${GROUPS_NEEDED[*]}")" "$SERVICE_USER"
  else
    for group in "${GROUPS_NEEDED[@]}"; do
      id -nG "$SERVICE_USER" | tr ' ' '\n' | grep -qx "$group" || system usermod -aG "$group" "$SERVICE_USER"
    done
  fi
fi

# 3. The code and its virtual environment (system site packages for Pi OS's python3-lgpio; gpiod 2 from
#    PyPI, as Bookworm's python3-libgpiod is the old 1.6 API; PEP 668 forbids pip into the system Python).
if $staging; then
  say "skipped under --root: source copy and venv in $PREFIX"
else
  version=$(git -C "$SOURCE_DIR" rev-parse HEAD 2>/dev/null || date +%s)
  if [ "$(cat "$PREFIX/VERSION" 2>/dev/null)" != "$version" ]; then
    run mkdir -p "$PREFIX/src"
    if git -C "$SOURCE_DIR" rev-parse --git-dir >/dev/null 2>&1; then
      # The commit, exactly: no untracked files (a setup.png, a scratch script) reach the install.
      run git -C "$SOURCE_DIR" archive --format=tar -o "$tmp/src.tar" HEAD
    else
      run tar -C "$SOURCE_DIR" --exclude=./.venv --exclude=./.git -cf "$tmp/src.tar" .
    fi
    run tar -C "$PREFIX/src" -xf "$tmp/src.tar"
    [ -x "$PREFIX/venv/bin/python" ] || run python3 -m venv --system-site-packages "$PREFIX/venv"
    run "$PREFIX/venv/bin/pip" install --quiet "$PREFIX/src"
    # The GPIO library: gpiod 2 (libgpiod 2's bindings: kernel line events, the peg scanner sleeps on
    # column edges), else lgpio (Pi OS's python3-lgpio, or PyPI's wheel). The box picks the same way.
    if $dry_run; then
      say "would install gpiod>=2.1 (else lgpio)"
    elif "$PREFIX/venv/bin/pip" install --quiet "gpiod>=2.1"; then
      say "GPIO library: gpiod $("$PREFIX/venv/bin/python" -c 'import gpiod; print(gpiod.__version__)') (libgpiod 2)"
      "$PREFIX/venv/bin/python" -c 'import lgpio' 2>/dev/null \
        || "$PREFIX/venv/bin/pip" install --quiet "lgpio>=0.2" 2>/dev/null || true  # the fallback, if it has a wheel
    elif "$PREFIX/venv/bin/python" -c 'import lgpio' 2>/dev/null \
        || "$PREFIX/venv/bin/pip" install --quiet "lgpio>=0.2"; then
      say "GPIO library: lgpio (gpiod 2 could not be installed for $(uname -m); the buttons poll through lgpio)"
    else
      echo "install.sh: neither gpiod 2 nor lgpio could be installed for $(uname -m): the box cannot open the GPIO" >&2
      exit 1
    fi
    if $dry_run; then say "would record version $version"; else echo "$version" >"$PREFIX/VERSION"; fi
  else
    say "unchanged: $PREFIX (version $version)"
  fi
fi

if $hub; then
  # 4h. The broker: its config and ACL, logins (the hub's own, and one per box), the hub's unit.
  put_file "$SOURCE_DIR/systemd/mosquitto-tabletop.conf" /etc/mosquitto/conf.d/tabletop.conf 0644
  put_file "$SOURCE_DIR/systemd/mosquitto-tabletop.acl" /etc/mosquitto/tabletop.acl 0644
  passwd=/etc/mosquitto/tabletop.passwd
  if ! $staging && [ ! -f "$root/etc/$APP/hub.env" ]; then
    secret=$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')
    run mosquitto_passwd -b -c "$passwd" tabletop-hub "$secret"
    run install -d -m 0755 "/etc/$APP"
    if $dry_run; then say "would write /etc/$APP/hub.env"; else
      printf 'HUB_MQTT_URL=mqtt://tabletop-hub:%s@localhost:1883\n' "$secret" >"/etc/$APP/hub.env"
      chmod 0600 "/etc/$APP/hub.env"; fi
  fi
  if [ -n "$add_box" ] && ! $staging; then
    secret=$(head -c 18 /dev/urandom | base64 | tr '+/' '-_')
    run mosquitto_passwd -b "$passwd" "$add_box" "$secret"
    say "box $add_box: put in its /etc/$APP/config.toml:"
    say "  [box] id = \"$add_box\"    and    [mqtt] url = \"mqtt://$add_box:$secret@$(hostname).local:1883\""
  fi
  put_file "$SOURCE_DIR/systemd/tabletop-hub.service" /etc/systemd/system/tabletop-hub.service 0644
  if ! $staging; then
    system systemctl daemon-reload
    system systemctl restart mosquitto.service
    systemctl is-enabled --quiet tabletop-hub.service 2>/dev/null || system systemctl enable tabletop-hub.service
    system systemctl restart tabletop-hub.service
  fi
  say "$changes change(s). The café page: http://$(hostname).local:8090/ ; logs: journalctl -u tabletop-hub -f"
  exit 0
fi

# 4. Config (never overwritten), udev rule, unit.
if [ -f "$root/etc/$APP/config.toml" ]; then
  say "kept: /etc/$APP/config.toml (yours)"
else
  put_file "$tmp/config.toml" "/etc/$APP/config.toml" 0644
fi
before=$changes
put_file "$tmp/udev.rules" "/etc/udev/rules.d/99-$APP-pegboard.rules" 0644
rule_changed=$((changes - before))
before=$changes
put_file "$SOURCE_DIR/systemd/$APP.service" "/etc/systemd/system/$APP.service" 0644
unit_changed=$((changes - before))

# 5. Start at boot, and now.
if ! $staging; then
  if [ "$rule_changed" -gt 0 ]; then
    # A new rule applies to devices plugged in from now on: replay "add" for serial devices so
    # that a Pico already plugged in gets /dev/pegboard at once.
    system udevadm control --reload
    system udevadm trigger --action=add --subsystem-match=tty
    system udevadm trigger --action=add --subsystem-match=gpio
    system udevadm settle
  fi
  if [ "$unit_changed" -gt 0 ]; then
    system systemctl daemon-reload
  fi
  systemctl is-enabled --quiet "$APP.service" 2>/dev/null || system systemctl enable "$APP.service"
  if [ "$changes" -gt 0 ] || ! systemctl is-active --quiet "$APP.service" 2>/dev/null; then
    system systemctl restart "$APP.service"
  fi
fi

if [ "$changes" -eq 0 ]; then
  say "Nothing to change: already installed."
elif $dry_run; then
  say "$changes change(s) would be made."
else
  say "$changes change(s) made. Logs: journalctl -u $APP -f"
fi
