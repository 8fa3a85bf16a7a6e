extension ShellScript {
    /// `source <(moodpick --zsh)`: a zle widget that inserts through `LBUFFER`, the text left of
    /// the cursor, so the cursor ends after the emoji; `zle reset-prompt` then draws the prompt
    /// again whole, a two-line one too.
    static let zsh = #"""
        # moodpick shell integration for zsh: source <(moodpick --zsh)
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: in the emacs, viins and vicmd keymaps (man moodpick).
        if [[ -o interactive ]]; then

        moodpick-emoji-widget() {
          local pick ret
          # Under the line being edited: one row down (IND keeps the column and scrolls at the
          # bottom), drawn from the row's start; the picker puts the cursor back there.
          printf '\033D\r' > /dev/tty
          pick=$(command moodpick --emoji --output symbol < /dev/tty)
          ret=$?
          printf '\033M' > /dev/tty
          # The picker leaves bracketed paste off; zle had it on while editing.
          (( ${#zle_bracketed_paste} )) && print -rn -- "${zle_bracketed_paste[1]}" > /dev/tty
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

        fi

        """#
}
