extension ShellScript {
    /// `eval "$(moodpick --bash)"`: the widgets for bash 4 or newer, which has `bind -x` and
    /// `READLINE_LINE`/`READLINE_POINT`. bash 5.2 counts `READLINE_POINT` in characters in a
    /// UTF-8 locale (in bytes in a single-byte one), as `${#var}` does, so the two add up either
    /// way; ShellWidgetTests checks it with an emoji already before the cursor.
    ///
    /// bash erases the line being edited before a `bind -x` command and draws the prompt's last
    /// line again afterwards, from the start of the cursor's row; `__moodpick_run` has `moodpick
    /// --shell-line` show the line meanwhile (never its controls raw, cut to the row around the
    /// cursor), and the picker, drawn under it, erases its rows and puts the cursor back. A
    /// message (moodpick missing, a broken default) takes rows of its own, and the prompt is
    /// drawn whole again under it, as readline does after listing completions.
    ///
    /// The picks come back NUL-ended, the picker's status after them (`read -d ''` leaves the
    /// unended rest in its variable), so that a path with a newline stays one path. The work is
    /// done by functions called as the left side of `||`, where bash ignores `set -e` and an ERR
    /// trap for the whole body: a cancelled pick (130) in a shell with `set -e` must not end it.
    ///
    /// Alt-C cannot `cd` from a `bind -x` function and have the prompt show it (readline keeps
    /// the prompt it expanded), so its key is a macro of three hidden keys, as fzf's is: pick
    /// (the line set aside, `builtin cd -- DIR` put in its place), accept that line (bound to
    /// accept-line only when a folder was picked), and give the line set aside back at the next
    /// prompt.
    static func bash(widgets: [ShellWidget]) -> String {
        bashFunctions + bashBindings(widgets) + "\nfi\n"
    }

    private static let bashFunctions = #"""
        # moodpick shell integration for bash 4 or newer: eval "$(moodpick --bash)"
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: and to Ctrl-X : in the emacs, vi-insert and vi-command keymaps (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there press Ctrl-X :, or set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        # With --widgets history,files,dirs also Ctrl-R (history), Ctrl-T (files), Alt-C (cd).
        if [[ -n ${BASH_VERSINFO-} && ${BASH_VERSINFO[0]} -ge 4 && $- == *i* ]]; then

        # __moodpick_run NAME FEED OPTION...: the picker under the line being edited, its items
        # from the function FEED (none: the picker's own), the options after the defaults. Sets
        # __moodpick_picks (what was chosen) and __moodpick_status (the picker's exit status).
        __moodpick_run() {
          local __moodpick_name=$1 __moodpick_feed=$2 __moodpick_prompt= __moodpick_modes= __moodpick_message=0 __moodpick_item=
          shift 2
          __moodpick_picks=() __moodpick_status=0
          if ((BASH_VERSINFO[0] > 4 || BASH_VERSINFO[1] >= 4)); then
            __moodpick_prompt=${PS1-}
            __moodpick_prompt=${__moodpick_prompt@P}
          fi
          if ! type -P moodpick > /dev/null; then
            # bash has erased the line: the message takes its row, the prompt comes back under it.
            printf '\r\033[K%s\n' "$__moodpick_name: moodpick is not on PATH" > /dev/tty
            __moodpick_message=1 __moodpick_status=127
          else
            # readline's modes (no echo, no line editing) look to the picker like another
            # picker's, which it would not give back: keep them here.
            __moodpick_modes=$(command stty -g < /dev/tty)
            # bash has erased the line being edited: moodpick shows it again while the picker is
            # up, its control characters made visible and cut to the row around the cursor. No
            # default option reaches it, so a broken one cannot hide the line.
            MOODPICK_DEFAULT_OPTS= MOODPICK_DEFAULT_OPTS_FILE= command moodpick --shell-line -- \
              "${__moodpick_prompt##*$'\n'}" "${READLINE_LINE:0:READLINE_POINT}" "${READLINE_LINE:READLINE_POINT}" \
              > /dev/tty 2> /dev/null
            # Under the line being edited: one row down (IND keeps the column and scrolls at the
            # bottom), drawn from the row's start; the picker puts the cursor back there. What the
            # widget depends on is given after the default options, which it overrides.
            printf '\033D\r' > /dev/tty
            if [[ -n $__moodpick_feed ]]; then
              while IFS= read -r -d '' __moodpick_item; do __moodpick_picks+=("$__moodpick_item"); done < <(
                "$__moodpick_feed" | command moodpick "$@" --print0 --no-print-query --clear
                printf '%s' "$?")
            else
              while IFS= read -r -d '' __moodpick_item; do __moodpick_picks+=("$__moodpick_item"); done < <(
                command moodpick "$@" --print0 --no-print-query --clear < /dev/tty
                printf '%s' "$?")
            fi
            __moodpick_status=$__moodpick_item
            [[ -n $__moodpick_modes ]] && command stty "$__moodpick_modes" < /dev/tty
            # The picker leaves bracketed paste off; readline had it on.
            if [[ $(bind -v 2> /dev/null) == *'enable-bracketed-paste on'* ]]; then
              printf '\033[?2004h' > /dev/tty
            fi
            # A usage error (64) or a runtime error (2) left its message under the line and the
            # cursor under the message; otherwise the cursor is back on the line's row.
            if ((__moodpick_status == 2 || __moodpick_status == 64)); then
              __moodpick_message=1
            else
              printf '\033M' > /dev/tty
            fi
          fi
          if ((__moodpick_message)); then
            # bash draws the prompt's last line and the line again from the cursor's row, under
            # the message: the prompt's lines above its last go first.
            if [[ $__moodpick_prompt == *$'\n'* ]]; then
              __moodpick_prompt=${__moodpick_prompt%$'\n'*}
              printf '%s\n' "${__moodpick_prompt//[$'\001\002']/}" > /dev/tty
            fi
          fi
          [[ $__moodpick_status == 0 && ${#__moodpick_picks[@]} -gt 0 ]]
        }

        # __moodpick_insert TEXT: TEXT into the line at the cursor, the cursor after it.
        __moodpick_insert() {
          READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$1${READLINE_LINE:READLINE_POINT}
          READLINE_POINT=$((READLINE_POINT + ${#1}))
        }

        moodpick-emoji-widget() {
          __moodpick_emoji_widget || :
        }

        __moodpick_emoji_widget() {
          __moodpick_run moodpick-emoji-widget '' --emoji --output symbol --no-multi || return 0
          __moodpick_insert "${__moodpick_picks[0]}"
        }

        # The history as bash has it, each command once, newest first.
        __moodpick_history_feed() {
          HISTTIMEFORMAT= builtin history | command moodpick --shell-history bash
        }

        # Ctrl-R: the chosen command replaces the line, the cursor at its end.
        moodpick-history-widget() {
          __moodpick_history_widget || :
        }

        __moodpick_history_widget() {
          __moodpick_run moodpick-history-widget __moodpick_history_feed \
            "${__moodpick_text_options[@]}" --no-multi --prompt 'history> ' --query="$READLINE_LINE" || return 0
          READLINE_LINE=${__moodpick_picks[0]}
          READLINE_POINT=${#READLINE_LINE}
        }

        __moodpick_files_feed() {
          command moodpick --walk files --print0
        }

        # Ctrl-T: the chosen paths (Tab marks several) at the cursor, each quoted for bash.
        moodpick-files-widget() {
          __moodpick_files_widget || :
        }

        __moodpick_files_widget() {
          local __moodpick_path= __moodpick_quoted= __moodpick_text=
          __moodpick_run moodpick-files-widget __moodpick_files_feed "${__moodpick_text_options[@]}" --multi --prompt 'files> ' ||
            return 0
          for __moodpick_path in "${__moodpick_picks[@]}"; do
            printf -v __moodpick_quoted '%q' "$__moodpick_path"
            __moodpick_text+="$__moodpick_quoted "
          done
          __moodpick_insert "$__moodpick_text"
        }

        __moodpick_dirs_feed() {
          command moodpick --walk dirs --print0
        }

        # Alt-C, the first of its three keys: the line set aside, `builtin cd -- DIR` in its place.
        __moodpick_dirs_widget() {
          local __moodpick_quoted= __moodpick_map=
          __moodpick_dirs_accept=redraw-current-line
          if __moodpick_run moodpick-dirs-widget __moodpick_dirs_feed "${__moodpick_text_options[@]}" --no-multi --prompt 'cd> '; then
            __moodpick_dirs_line=$READLINE_LINE __moodpick_dirs_point=$READLINE_POINT __moodpick_dirs_accept=accept-line
            printf -v __moodpick_quoted '%q' "${__moodpick_picks[0]}"
            READLINE_LINE="builtin cd -- $__moodpick_quoted"
            READLINE_POINT=${#READLINE_LINE}
          fi
          for __moodpick_map in emacs-standard vi-insert vi-command; do
            bind -m "$__moodpick_map" "\"\\C-x\\C-_a\": $__moodpick_dirs_accept"
          done
        }

        # Its third key, read at the next prompt: the line set aside comes back.
        __moodpick_dirs_restore() {
          if [[ -n ${__moodpick_dirs_point-} ]]; then
            READLINE_LINE=$__moodpick_dirs_line READLINE_POINT=$__moodpick_dirs_point
            unset __moodpick_dirs_line __moodpick_dirs_point
          fi
        }

        moodpick-dirs-widget() {
          __moodpick_dirs_widget || :
        }

        # What the text widgets pass before their own options: the layout.
        __moodpick_text_options=(\#(textLayout.joined(separator: " ")) --read0 --output line --no-tac --no-select-1 --no-exit-0)

        """#

    /// The `bind` lines of `widgets`, in the emacs, vi-insert and vi-command keymaps.
    private static func bashBindings(_ widgets: [ShellWidget]) -> String {
        let maps = ["emacs-standard", "vi-insert", "vi-command"]
        var lines: [String] = []
        for widget in widgets {
            switch widget {
            case .emoji:
                lines += maps.map { "bind -m \($0) -x '\"\\e:\": moodpick-emoji-widget'" }
                lines += maps.map { "bind -m \($0) -x '\"\\C-x:\": moodpick-emoji-widget'" }
            case .history:
                lines += maps.map { "bind -m \($0) -x '\"\\C-r\": moodpick-history-widget'" }
            case .files:
                lines += maps.map { "bind -m \($0) -x '\"\\C-t\": moodpick-files-widget'" }
            case .dirs:
                lines += maps.map { "bind -m \($0) -x '\"\\C-x\\C-_d\": moodpick-dirs-widget'" }
                lines += maps.map { "bind -m \($0) '\"\\C-x\\C-_a\": redraw-current-line'" }
                lines += maps.map { "bind -m \($0) -x '\"\\C-x\\C-_r\": __moodpick_dirs_restore'" }
                lines += maps.map { "bind -m \($0) '\"\\ec\": \"\\C-x\\C-_d\\C-x\\C-_a\\C-x\\C-_r\"'" }
            }
        }
        return "\n" + lines.joined(separator: "\n") + "\n"
    }
}
