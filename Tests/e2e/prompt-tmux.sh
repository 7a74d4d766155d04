#!/usr/bin/env bash
# End-to-end test of `maskkit prompt` in a real terminal: drives the binary in tmux with send-keys and
# reads the screen with capture-pane. Usage: Tests/e2e/prompt-tmux.sh PATH/TO/maskkit
# Builds and installs nothing; needs tmux. Set PROMPT_TMUX_RECORD=FILE to append the first scenario's screens.
set -euo pipefail

if [ $# -ne 1 ] || [ ! -x "$1" ]; then
  echo "usage: $0 PATH/TO/maskkit" >&2
  exit 64
fi
if ! command -v tmux >/dev/null; then
  echo "prompt-tmux: tmux is not installed" >&2
  exit 2
fi
unset TMUX
binary=$(cd "$(dirname "$1")" && pwd)/$(basename "$1")
work=$(mktemp -d)
socket="$work/none.sock"
failures=0
cleanup() {
  for server in "$work"/*.sock; do
    if [ -S "$server" ]; then tmux -S "$server" kill-server 2>/dev/null || true; fi
  done
  rm -rf "$work"
}
trap cleanup EXIT

# `maskkit` inside the pane: records the terminal settings before and after the real binary and the
# binary's pid, so every scenario can check that the terminal was restored.
mkdir "$work/bin"
cat >"$work/bin/maskkit" <<WRAPPER
#!/usr/bin/env bash
stty -g >"$work/before"
sh -c 'echo \$\$ >"\$0/pid"; exec "\$@"' "$work" "$binary" "\$@"
status=\$?
stty -g >"$work/after"
exit \$status
WRAPPER
chmod +x "$work/bin/maskkit"

pane() { tmux -S "$socket" capture-pane -p -t prompt; }
# Whether the screen shows $1 somewhere (-x as $2: as a whole line). No pipe, so no SIGPIPE under pipefail.
shows() {
  local screen
  screen=$(pane) || return 1
  if [ "${2:-}" = -x ]; then
    grep -qxF -- "$1" <<<"$screen"
  else
    grep -qF -- "$1" <<<"$screen"
  fi
}
keys() { tmux -S "$socket" send-keys -t prompt "$@"; }
cursor() { tmux -S "$socket" display-message -p -t prompt '#{cursor_x}'; }

# Reports a failed check with the screen and ends the scenario (each scenario runs in a subshell).
fail() {
  echo "FAIL [$scenario]: $*" >&2
  echo "--- screen ---" >&2
  pane >&2 || true
  echo "--------------" >&2
  exit 1
}

# Waits until the screen shows $1 (a fixed string), for up to 10 seconds.
wait_for() {
  local tries=0
  until shows "$1"; do
    tries=$((tries + 1))
    if [ $tries -ge 100 ]; then
      fail "the screen never showed '$1'"
    fi
    sleep 0.1
  done
}

# Waits until the cursor is in column $1 (from 0), for up to 5 seconds.
expect_cursor() {
  local tries=0
  until [ "$(cursor)" = "$1" ]; do
    tries=$((tries + 1))
    [ $tries -ge 50 ] && fail "cursor at column $(cursor), expected $1"
    sleep 0.1
  done
}

expect_restored() {
  [ -s "$work/before" ] && cmp -s "$work/before" "$work/after" ||
    fail "terminal settings not restored: $(cat "$work/before" 2>/dev/null) vs $(cat "$work/after" 2>/dev/null)"
}

# Starts a fresh shell in an 80x20 terminal and runs the command line $1 in it.
start_line() {
  rm -f "$work/before" "$work/after" "$work/pid"
  tmux -S "$socket" -u new-session -d -s prompt -x 80 -y 20 \
    env -i HOME="$work" TERM=xterm-256color LANG=C.UTF-8 PATH="$work/bin:/usr/bin:/bin" PS1='$ ' \
    bash --norc --noprofile -i
  wait_for '$'
  keys -l "$1"
  keys Enter
}

# Runs `maskkit prompt ARGS...; echo "exit $?"` in a fresh shell.
start() {
  local line="maskkit prompt"
  local quote="'\\''"
  for argument in "$@"; do line+=" '${argument//\'/$quote}'"; done
  start_line "$line; echo \"exit \$?\""
}

phone='+1 ([000]) [000]-[0000]'

# Appends the screen, without its trailing blank lines, to $PROMPT_TMUX_RECORD when it is set.
record() {
  [ -n "${PROMPT_TMUX_RECORD:-}" ] || return 0
  echo "[$1]" >>"$PROMPT_TMUX_RECORD"
  pane | sed -e :a -e '/^\n*$/{$d;N;ba' -e '}' >>"$PROMPT_TMUX_RECORD"
}

accept_phone() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  expect_cursor 4
  record "started; the caret waits after '+1 ('"
  keys -l 206
  wait_for '+1 (206) 000-0000'
  expect_cursor 9
  keys -l x
  wait_for "'x' does not fit here"
  record "typed 206x: the rest of the placeholder is dimmed, x is refused"
  keys -l 5551234
  wait_for '+1 (206) 555-1234 ✓'
  expect_cursor 17
  record "typed 5551234"
  keys Enter
  wait_for 'exit 0'
  shows '+1 (206) 555-1234' -x || fail "Enter did not print the number on its own line"
  record "Enter"
  expect_restored
}

reject_and_escape() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  keys -l 20x
  wait_for "'x' does not fit here"
  keys -l 6
  wait_for '+1 (206) 000-0000'
  shows 'does not fit' && fail "the message stayed after the next key"
  keys Left Left
  expect_cursor 7
  keys Home
  expect_cursor 0
  keys C-e
  expect_cursor 9
  keys Escape
  wait_for 'exit 130'
  expect_restored
}

incomplete_then_ctrl_c() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  keys -l 206
  keys Enter
  wait_for 'incomplete: still needs 000-0000'
  keys C-c
  wait_for 'exit 130'
  expect_restored
}

undo_redo_delete() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  keys -l 2065551234
  wait_for '✓'
  keys C-z
  wait_for '+1 (206) 555-1230'
  keys C-y
  wait_for '+1 (206) 555-1234 ✓'
  keys BSpace
  wait_for '+1 (206) 555-1230'
  keys Home DC
  wait_for '+1 (065) 551-2300'
  keys C-c
  wait_for 'exit 130'
  expect_restored
}

bracketed_paste() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  tmux -S "$socket" set-buffer -- '+1 (206) 555-1234'
  tmux -S "$socket" paste-buffer -p -t prompt
  wait_for '+1 (206) 555-1234 ✓'
  keys Enter
  wait_for 'exit 0'
  expect_restored
}

value_with_label() {
  start --label 'Phone:' --allow-incomplete --print value "$phone"
  wait_for 'Phone: +1 (000) 000-0000'
  keys -l 206
  wait_for 'Phone: +1 (206) 000-0000'
  expect_cursor 16
  keys Enter
  wait_for 'exit 0'
  shows '206' -x || fail "the value was not printed"
  expect_restored
}

wide_characters() {
  start '[aaa]-[000]'
  wait_for 'aaa-000'
  keys -l '東京都1'
  wait_for '東京都-100'
  expect_cursor 8
  keys Left
  expect_cursor 7
  keys C-c
  wait_for 'exit 130'
  expect_restored
}

resize() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  keys -l 2065551234
  wait_for '+1 (206) 555-1234 ✓'
  tmux -S "$socket" resize-window -t prompt -x 12
  wait_for '6) 555-1234'
  expect_cursor 11
  keys Enter
  wait_for 'exit 0'
  expect_restored
}

command_substitution() {
  start_line "number=\$(maskkit prompt '$phone' 2>/dev/null); echo \"got \$number\""
  wait_for '+1 (000) 000-0000'
  keys -l 2065551234
  wait_for '+1 (206) 555-1234 ✓'
  keys Enter
  wait_for 'got +1 (206) 555-1234'
  expect_restored
}

sigterm() {
  start "$phone"
  wait_for '+1 (000) 000-0000'
  keys -l 206
  wait_for '+1 (206) 000-0000'
  kill -TERM "$(cat "$work/pid")"
  wait_for 'exit 143'
  expect_restored
}

no_terminal() {
  local output
  output=$(printf '2065551234\n+1 (206) 555-0000\n' | "$binary" prompt "$phone")
  [ "$output" = $'+1 (206) 555-1234\n+1 (206) 555-0000' ] || fail "lines were formatted as: $output"
  if printf '2065551234\n12x\n' | "$binary" prompt "$phone" >/dev/null 2>&1; then
    fail "an invalid line did not fail"
  fi
  local status=0
  "$binary" prompt '[00' </dev/null 2>/dev/null || status=$?
  [ $status -eq 2 ] || fail "a malformed mask exited with $status, expected 2"
}

# Runs scenario function $2, named $1, with its own tmux server.
run() {
  scenario=$1
  socket="$work/$2.sock"
  if ( "$2" ); then
    echo "ok   $1"
  else
    failures=$((failures + 1))
  fi
  tmux -S "$socket" kill-server 2>/dev/null || true
}

run "type a phone number and accept" accept_phone
run "rejected key, caret keys, Escape" reject_and_escape
run "Enter on an incomplete number, then Ctrl-C" incomplete_then_ctrl_c
run "undo and redo, Backspace and Delete" undo_redo_delete
run "bracketed paste" bracketed_paste
run "allow incomplete, print the value, label" value_with_label
run "wide characters" wide_characters
run "a narrower terminal scrolls the line" resize
run "command substitution, standard error redirected" command_substitution
run "SIGTERM restores the terminal" sigterm
run "no terminal: formats lines, malformed mask" no_terminal

if [ $failures -gt 0 ]; then
  echo "prompt-tmux: $failures failure(s)" >&2
  exit 1
fi
echo "prompt-tmux: all scenarios passed"
