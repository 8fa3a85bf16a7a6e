extension ShellScript {
    /// `source <(moodpick --zsh)`: a zle widget that inserts through `LBUFFER`, the text left of
    /// the cursor, so the cursor ends after the emoji; `zle reset-prompt` then draws the prompt
    /// again whole, a two-line one too.
    ///
    /// `emulate -L zsh` gives the widget zsh's own options whatever the user set (ERR_EXIT would
    /// end the shell at a cancelled pick's 130, KSH_ARRAYS would shift every index), and each
    /// status it looks at is taken in a `||` list, which runs no ZERR trap. The picker opens
    /// under the end of the line, so that after a message (a broken default) one row down from
    /// zle's cursor is under it, where `zle -I` has zle draw the prompt and the line again.
    ///
    /// zsh shows a character that combines with the one before it (U+FE0F in ❤️) as `<fe0f>`
    /// unless `combining_chars` is set: the script sets it where the locale is UTF-8.
    static let zsh = #"""
        # moodpick shell integration for zsh: source <(moodpick --zsh)
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: and to Ctrl-X : in the emacs, viins and vicmd keymaps (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there press Ctrl-X :, or set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        # In a UTF-8 locale it sets combining_chars, so that ❤️ is not drawn as ❤<fe0f>.
        if [[ -o interactive ]]; then

        if zmodload zsh/langinfo 2> /dev/null; then
          [[ ${(L)langinfo[CODESET]} == (utf-8|utf8) ]] && setopt combining_chars
        elif [[ ${(L)${LC_ALL:-${LC_CTYPE:-$LANG}}} == *(utf-8|utf8)* ]]; then
          setopt combining_chars
        fi

        moodpick-emoji-widget() {
          emulate -L zsh
          local pick ret=0 cursor=$CURSOR
          if (( ! $+commands[moodpick] )); then
            zle -M 'moodpick-emoji-widget: moodpick is not on PATH'
            return 0
          fi
          CURSOR=$#BUFFER
          zle -R
          # Under the line being edited: one row down (IND keeps the column and scrolls at the
          # bottom), drawn from the row's start; the picker puts the cursor back there. What the
          # widget depends on is given after the default options, which it overrides.
          printf '\033D\r' > /dev/tty
          pick=$(command moodpick --emoji --output symbol --no-multi --no-print0 --no-print-query --clear < /dev/tty) || ret=$?
          printf '\033M' > /dev/tty
          # The picker leaves bracketed paste off; zle had it on while editing.
          (( ${#zle_bracketed_paste} )) && print -rn -- "${zle_bracketed_paste[1]}" > /dev/tty
          if (( ret == 2 || ret == 64 )); then
            # The message is under the line, the cursor on its last row: zle -I goes one row
            # down from the end of the line and draws the prompt and the line there.
            zle -I
            CURSOR=$cursor
            return 0
          fi
          CURSOR=$cursor
          if (( ret == 0 )) && [[ -n $pick ]]; then
            LBUFFER+=$pick
          fi
          zle reset-prompt
          return 0
        }

        zle -N moodpick-emoji-widget
        bindkey -M emacs '^[:' moodpick-emoji-widget
        bindkey -M viins '^[:' moodpick-emoji-widget
        bindkey -M vicmd '^[:' moodpick-emoji-widget
        bindkey -M emacs '^X:' moodpick-emoji-widget
        bindkey -M viins '^X:' moodpick-emoji-widget
        bindkey -M vicmd '^X:' moodpick-emoji-widget

        fi

        """#
}
