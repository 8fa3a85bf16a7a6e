extension ShellScript {
    /// `source <(moodpick --zsh)`: zle widgets that insert through `LBUFFER`, the text left of
    /// the cursor, so the cursor ends after what they insert; `zle reset-prompt` then draws the
    /// prompt again whole, a two-line one too. The picks come back NUL-ended, the picker's
    /// status after them, so that a path with a newline stays one path.
    ///
    /// `emulate -L zsh` gives each widget zsh's own options whatever the user set (ERR_EXIT would
    /// end the shell at a cancelled pick's 130, KSH_ARRAYS would shift every index), and each
    /// status it looks at is taken in a `||` list, which runs no ZERR trap. The picker opens
    /// under the end of the line, so that after a message (a broken default) one row down from
    /// zle's cursor is under it, where `zle -I` has zle draw the prompt and the line again.
    /// Alt-C pushes the line (`zle push-line`: it comes back at the next prompt) and runs
    /// `builtin cd -- DIR`, so that the prompt, hooks and all, is drawn in the new directory.
    ///
    /// zsh shows a character that combines with the one before it (U+FE0F in ❤️) as `<fe0f>`
    /// unless `combining_chars` is set: the script sets it where the locale is UTF-8.
    static func zsh(widgets: [ShellWidget]) -> String {
        zshFunctions + zshBindings(widgets) + "\nfi\n"
    }

    private static let zshFunctions = #"""
        # moodpick shell integration for zsh: source <(moodpick --zsh)
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: and to Ctrl-X : in the emacs, viins and vicmd keymaps (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there press Ctrl-X :, or set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        # With --widgets history,files,dirs also Ctrl-R (history), Ctrl-T (files), Alt-C (cd).
        # In a UTF-8 locale it sets combining_chars, so that ❤️ is not drawn as ❤<fe0f>.
        if [[ -o interactive ]]; then

        if zmodload zsh/langinfo 2> /dev/null; then
          [[ ${(L)langinfo[CODESET]} == (utf-8|utf8) ]] && setopt combining_chars
        elif [[ ${(L)${LC_ALL:-${LC_CTYPE:-$LANG}}} == *(utf-8|utf8)* ]]; then
          setopt combining_chars
        fi

        # __moodpick_run NAME FEED OPTION...: the picker under the line being edited, its items
        # from the function FEED (none: the picker's own), the options after the defaults. Sets
        # reply (what was chosen) and REPLY (the picker's exit status); true when chosen.
        __moodpick_run() {
          emulate -L zsh
          local name=$1 feed=$2 out= cursor=$CURSOR
          shift 2
          reply=() REPLY=0
          if (( ! $+commands[moodpick] )); then
            zle -M "$name: moodpick is not on PATH"
            REPLY=127
            return 1
          fi
          CURSOR=$#BUFFER
          zle -R
          # Under the line being edited: one row down (IND keeps the column and scrolls at the
          # bottom), drawn from the row's start; the picker puts the cursor back there. What the
          # widget depends on is given after the default options, which it overrides.
          printf '\033D\r' > /dev/tty
          if [[ -n $feed ]]; then
            # The feed as a process substitution, not a pipeline: zsh would run the picker of
            # a pipeline in a process group of its own, stopped (SIGTTOU) at its first change
            # of the terminal's modes and then drawn again where the cursor was left.
            out=$(command moodpick "$@" --print0 --no-print-query --clear < <("$feed"); print -rn -- $?)
          else
            out=$(command moodpick "$@" --print0 --no-print-query --clear < /dev/tty; print -rn -- $?)
          fi
          REPLY=${out##*$'\0'}
          reply=(${(0)out%$REPLY})
          printf '\033M' > /dev/tty
          # The picker leaves bracketed paste off; zle had it on while editing.
          (( ${#zle_bracketed_paste} )) && print -rn -- "${zle_bracketed_paste[1]}" > /dev/tty
          if (( REPLY == 2 || REPLY == 64 )); then
            # The message is under the line, the cursor on its last row: zle -I goes one row
            # down from the end of the line and draws the prompt and the line there.
            zle -I
            CURSOR=$cursor
            return 1
          fi
          CURSOR=$cursor
          zle reset-prompt
          (( REPLY == 0 && $#reply ))
        }

        moodpick-emoji-widget() {
          emulate -L zsh
          __moodpick_run moodpick-emoji-widget '' --emoji --output symbol --no-multi || return 0
          LBUFFER+=$reply[1]
          return 0
        }

        # The history as zsh has it (newest first), each command once.
        __moodpick_history_feed() {
          zmodload zsh/parameter 2> /dev/null
          print -rN -- "${history[@]}" | command moodpick --shell-history zsh
        }

        # Ctrl-R: the chosen command replaces the line, the cursor at its end.
        moodpick-history-widget() {
          emulate -L zsh
          __moodpick_run moodpick-history-widget __moodpick_history_feed \
            $__moodpick_text_options --no-multi --prompt 'history> ' --query=$BUFFER || return 0
          BUFFER=$reply[1]
          CURSOR=$#BUFFER
          return 0
        }

        __moodpick_files_feed() {
          command moodpick --walk files --print0
        }

        # Ctrl-T: the chosen paths (Tab marks several) at the cursor, each quoted for zsh.
        moodpick-files-widget() {
          emulate -L zsh
          local path_picked
          __moodpick_run moodpick-files-widget __moodpick_files_feed $__moodpick_text_options --multi --prompt 'files> ' ||
            return 0
          for path_picked in $reply; do
            LBUFFER+="${(q)path_picked} "
          done
          return 0
        }

        __moodpick_dirs_feed() {
          command moodpick --walk dirs --print0
        }

        # Alt-C: the line set aside until the next prompt, `builtin cd -- DIR` run in its place.
        moodpick-dirs-widget() {
          emulate -L zsh
          __moodpick_run moodpick-dirs-widget __moodpick_dirs_feed $__moodpick_text_options --no-multi --prompt 'cd> ' ||
            return 0
          zle push-line
          BUFFER="builtin cd -- ${(q)reply[1]}"
          zle accept-line
          return 0
        }

        # What the text widgets pass before their own options: the layout.
        __moodpick_text_options=(\#(textLayout.joined(separator: " ")) --read0 --output line --no-tac --no-select-1 --no-exit-0)

        zle -N moodpick-emoji-widget
        zle -N moodpick-history-widget
        zle -N moodpick-files-widget
        zle -N moodpick-dirs-widget

        """#

    /// The `bindkey` lines of `widgets`, in the emacs, viins and vicmd keymaps.
    private static func zshBindings(_ widgets: [ShellWidget]) -> String {
        let keys: [ShellWidget: [String]] = [.emoji: ["^[:", "^X:"], .history: ["^R"], .files: ["^T"], .dirs: ["^[c"]]
        let lines = widgets.flatMap { widget in
            (keys[widget] ?? []).flatMap { key in
                ["emacs", "viins", "vicmd"].map { "bindkey -M \($0) '\(key)' moodpick-\(widget.rawValue)-widget" }
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
