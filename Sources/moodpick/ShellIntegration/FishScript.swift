extension ShellScript {
    /// `moodpick --fish | source`: a function that inserts with `commandline -i` (at the cursor,
    /// the cursor after it), then `commandline -f repaint` draws the prompt again whole. After a
    /// message (moodpick missing, a broken default) it makes room for the prompt's lines above
    /// its last, as fish's own Alt-L and Alt-W do, so the repaint lands under the message.
    ///
    /// fish has no `set -e`: a cancelled pick's status ends nothing.
    static let fish = #"""
        # moodpick shell integration for fish: moodpick --fish | source
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: in the default and vi modes (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        status is-interactive; or exit 0

        function moodpick-emoji-widget --description 'Insert an emoji picked with moodpick at the cursor'
            # Under the line being edited: one row down (IND keeps the column and scrolls at the
            # bottom), drawn from the row's start; the picker puts the cursor back there.
            printf '\033D\r' > /dev/tty
            if not command -q moodpick
                printf '%s\n' 'moodpick-emoji-widget: moodpick is not on PATH' > /dev/tty
                string repeat -N -n (math (count (fish_prompt)) - 1) \n > /dev/tty
                commandline -f repaint
                return 0
            end
            # What the widget depends on is given after the default options, which it overrides.
            set -l pick (command moodpick --emoji --output symbol --no-multi --no-print0 --no-print-query --clear < /dev/tty)
            set -l ret $status
            # The picker leaves bracketed paste off; fish had it on while editing.
            printf '\033[?2004h' > /dev/tty
            if test $ret -eq 2; or test $ret -eq 64
                # The message is under the line, the cursor under it.
                string repeat -N -n (math (count (fish_prompt)) - 1) \n > /dev/tty
                commandline -f repaint
                return 0
            end
            printf '\033M' > /dev/tty
            if test $ret -eq 0; and test -n "$pick"
                commandline -i -- $pick
            end
            commandline -f repaint
        end

        function __moodpick_bind --description 'Bind moodpick-emoji-widget in every mode'
            bind \e: moodpick-emoji-widget
            bind -M insert \e: moodpick-emoji-widget
            bind -M default \e: moodpick-emoji-widget
        end
        __moodpick_bind
        # fish_vi_key_bindings and fish_default_key_bindings erase the bindings: bind again.
        function __moodpick_rebind --on-variable fish_key_bindings
            __moodpick_bind
        end

        """#
}
