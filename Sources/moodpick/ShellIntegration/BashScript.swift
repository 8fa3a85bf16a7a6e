extension ShellScript {
    /// `eval "$(moodpick --bash)"`: the widget for bash 4 or newer, which has `bind -x` and
    /// `READLINE_LINE`/`READLINE_POINT`. bash 5.2 counts `READLINE_POINT` in characters in a
    /// UTF-8 locale (in bytes in a single-byte one), as `${#var}` does, so the two add up either
    /// way; ShellWidgetTests checks it with an emoji already before the cursor.
    ///
    /// bash erases the line being edited before a `bind -x` command and draws the prompt's last
    /// line again afterwards, from the start of the cursor's row; the widget shows the line
    /// meanwhile, and the picker, drawn under it, erases its rows and puts the cursor back.
    static let bash = #"""
        # moodpick shell integration for bash 4 or newer: eval "$(moodpick --bash)"
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: in the emacs, vi-insert and vi-command keymaps (man moodpick).
        if [[ -n ${BASH_VERSINFO-} && ${BASH_VERSINFO[0]} -ge 4 && $- == *i* ]]; then

        moodpick-emoji-widget() {
          local __moodpick_pick __moodpick_status __moodpick_prompt __moodpick_modes
          # readline's modes (no echo, no line editing) look to the picker like another
          # picker's, which it would not give back: keep them here.
          __moodpick_modes=$(command stty -g < /dev/tty)
          # bash has erased the line being edited: show it again while the picker is up, when
          # it surely fits on one row (no character is wider than 2 columns).
          if ((BASH_VERSINFO[0] > 4 || BASH_VERSINFO[1] >= 4)); then
            __moodpick_prompt=${PS1@P}
            __moodpick_prompt=${__moodpick_prompt##*$'\n'}
            __moodpick_prompt=${__moodpick_prompt//[$'\001\002']/}
            if ((2 * (${#__moodpick_prompt} + ${#READLINE_LINE}) < ${COLUMNS:-80})); then
              printf '\r%s%s\033[K' "$__moodpick_prompt" "$READLINE_LINE" > /dev/tty
            fi
          fi
          # Under the line being edited: one row down (IND keeps the column and scrolls at the
          # bottom), drawn from the row's start; the picker puts the cursor back there.
          printf '\033D\r' > /dev/tty
          __moodpick_pick=$(command moodpick --emoji --output symbol < /dev/tty)
          __moodpick_status=$?
          printf '\033M' > /dev/tty
          command stty "$__moodpick_modes" < /dev/tty
          # The picker leaves bracketed paste off; readline had it on.
          if [[ $(bind -v 2> /dev/null) == *'enable-bracketed-paste on'* ]]; then
            printf '\033[?2004h' > /dev/tty
          fi
          if [[ $__moodpick_status -eq 0 && -n $__moodpick_pick ]]; then
            READLINE_LINE=${READLINE_LINE:0:READLINE_POINT}$__moodpick_pick${READLINE_LINE:READLINE_POINT}
            READLINE_POINT=$((READLINE_POINT + ${#__moodpick_pick}))
          fi
        }

        bind -m emacs-standard -x '"\e:": moodpick-emoji-widget'
        bind -m vi-insert -x '"\e:": moodpick-emoji-widget'
        bind -m vi-command -x '"\e:": moodpick-emoji-widget'

        fi

        """#
}
