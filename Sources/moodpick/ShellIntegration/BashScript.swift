extension ShellScript {
    /// `eval "$(moodpick --bash)"`: the widget for bash 4 or newer, which has `bind -x` and
    /// `READLINE_LINE`/`READLINE_POINT`. bash 5.2 counts `READLINE_POINT` in characters in a
    /// UTF-8 locale (in bytes in a single-byte one), as `${#var}` does, so the two add up either
    /// way; ShellWidgetTests checks it with an emoji already before the cursor.
    ///
    /// bash erases the line being edited before a `bind -x` command and draws the prompt's last
    /// line again afterwards, from the start of the cursor's row; the widget has `moodpick
    /// --shell-line` show the line meanwhile (never its controls raw, cut to the row around the
    /// cursor), and the picker, drawn under it, erases its rows and puts the cursor back. A
    /// message (moodpick missing, a broken default) takes rows of its own, and the prompt is
    /// drawn whole again under it, as readline does after listing completions.
    ///
    /// The work is done by a function called as the left side of `||`, where bash ignores
    /// `set -e` and an ERR trap for the whole body: a cancelled pick (130) in a shell with
    /// `set -e` must not end it.
    static let bash = #"""
        # moodpick shell integration for bash 4 or newer: eval "$(moodpick --bash)"
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: and to Ctrl-X : in the emacs, vi-insert and vi-command keymaps (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there press Ctrl-X :, or set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        if [[ -n ${BASH_VERSINFO-} && ${BASH_VERSINFO[0]} -ge 4 && $- == *i* ]]; then

        moodpick-emoji-widget() {
          __moodpick_emoji_widget || :
        }

        __moodpick_emoji_widget() {
          local __moodpick_pick= __moodpick_status=0 __moodpick_prompt= __moodpick_modes= __moodpick_message=0
          if ((BASH_VERSINFO[0] > 4 || BASH_VERSINFO[1] >= 4)); then
            __moodpick_prompt=${PS1-}
            __moodpick_prompt=${__moodpick_prompt@P}
          fi
          if ! type -P moodpick > /dev/null; then
            # bash has erased the line: the message takes its row, the prompt comes back under it.
            printf '\r\033[K%s\n' 'moodpick-emoji-widget: moodpick is not on PATH' > /dev/tty
            __moodpick_message=1
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
            __moodpick_pick=$(command moodpick --emoji --output symbol --no-multi --no-print0 --no-print-query --clear < /dev/tty) ||
              __moodpick_status=$?
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
          if [[ $__moodpick_status -eq 0 && -n $__moodpick_pick ]]; then
            READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$__moodpick_pick${READLINE_LINE:READLINE_POINT}
            READLINE_POINT=$((READLINE_POINT + ${#__moodpick_pick}))
          fi
        }

        bind -m emacs-standard -x '"\e:": moodpick-emoji-widget'
        bind -m vi-insert -x '"\e:": moodpick-emoji-widget'
        bind -m vi-command -x '"\e:": moodpick-emoji-widget'
        bind -m emacs-standard -x '"\C-x:": moodpick-emoji-widget'
        bind -m vi-insert -x '"\C-x:": moodpick-emoji-widget'
        bind -m vi-command -x '"\C-x:": moodpick-emoji-widget'

        fi

        """#
}
