extension ShellScript {
    /// `moodpick --fish | source`: a function that inserts with `commandline -i` (at the cursor,
    /// the cursor after it), then `commandline -f repaint` draws the prompt again whole.
    static let fish = #"""
        # moodpick shell integration for fish: moodpick --fish | source
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: in the default and vi modes (man moodpick).
        status is-interactive; or exit 0

        function moodpick-emoji-widget --description 'Insert an emoji picked with moodpick at the cursor'
            # Under the line being edited: one row down (IND keeps the column and scrolls at the
            # bottom), drawn from the row's start; the picker puts the cursor back there.
            printf '\033D\r' > /dev/tty
            set -l pick (command moodpick --emoji --output symbol < /dev/tty)
            set -l ret $status
            printf '\033M' > /dev/tty
            # The picker leaves bracketed paste off; fish had it on while editing.
            printf '\033[?2004h' > /dev/tty
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
