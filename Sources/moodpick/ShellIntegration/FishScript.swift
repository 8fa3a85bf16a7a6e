extension ShellScript {
    /// `moodpick --fish | source`: functions that insert with `commandline -i` (at the cursor,
    /// the cursor after it), then `commandline -f repaint` draws the prompt again whole (Alt-C's
    /// `cd` shows in it so). After a message (moodpick missing, a broken default) it makes room
    /// for the prompt's lines above its last, as fish's own Alt-L and Alt-W do, so the repaint
    /// lands under the message. The picks come back NUL-ended (`string split0`), the picker's
    /// status after them, so that a path with a newline stays one path.
    ///
    /// fish has no `set -e`: a cancelled pick's status ends nothing.
    static func fish(widgets: [ShellWidget]) -> String {
        fishFunctions + fishBindings(widgets) + fishRebind
    }

    private static let fishFunctions = #"""
        # moodpick shell integration for fish: moodpick --fish | source
        # moodpick-emoji-widget inserts an emoji picked with `moodpick --emoji` at the cursor.
        # Bound to Alt-: in the default and vi modes (man moodpick).
        # xterm and mlterm send Alt-: as `º` by default (8-bit meta): there set
        # `XTerm*metaSendsEscape: true` in ~/.Xresources (mlterm: `mod_meta_mode = esc`).
        # With --widgets history,files,dirs also Ctrl-R (history), Ctrl-T (files), Alt-C (cd).
        status is-interactive; or exit 0

        # __moodpick_run NAME FEED OPTION...: the picker under the line being edited, its items
        # from the function FEED (none: the picker's own), the options after the defaults. Sets
        # __moodpick_picks (what was chosen); true when something was.
        function __moodpick_run --description 'Open moodpick under the line being edited'
            set -l name $argv[1]
            set -l feed $argv[2]
            set -e argv[1..2]
            set -g __moodpick_picks
            # The prompt is drawn again whole once the widget has returned.
            commandline -f repaint
            # Under the line being edited: one row down (IND keeps the column and scrolls at the
            # bottom), drawn from the row's start; the picker puts the cursor back there.
            printf '\033D\r' > /dev/tty
            if not command -q moodpick
                printf '%s\n' "$name: moodpick is not on PATH" > /dev/tty
                string repeat -N -n (math (count (fish_prompt)) - 1) \n > /dev/tty
                return 1
            end
            # What the widget depends on is given after the default options, which it overrides.
            # The status is written by an external printf: a builtin's output would reach
            # `string split0` at once, possibly before the picker's, still on its way.
            set -l out
            if test -n "$feed"
                set out (begin; $feed | command moodpick $argv --print0 --no-print-query --clear; command printf '%s' $status; end | string split0)
            else
                set out (begin; command moodpick $argv --print0 --no-print-query --clear < /dev/tty; command printf '%s' $status; end | string split0)
            end
            set -l ret $out[-1]
            set -e out[-1]
            # The picker leaves bracketed paste off; fish had it on while editing.
            printf '\033[?2004h' > /dev/tty
            if test "$ret" -eq 2; or test "$ret" -eq 64
                # The message is under the line, the cursor under it.
                string repeat -N -n (math (count (fish_prompt)) - 1) \n > /dev/tty
                return 1
            end
            printf '\033M' > /dev/tty
            set -g __moodpick_picks $out
            test "$ret" -eq 0; and test (count $out) -gt 0
        end

        function moodpick-emoji-widget --description 'Insert an emoji picked with moodpick at the cursor'
            __moodpick_run moodpick-emoji-widget '' --emoji --output symbol --no-multi; or return 0
            commandline -i -- $__moodpick_picks[1]
        end

        # What the text widgets pass before their own options: the layout.
        set -g __moodpick_text_options \#(textLayout.joined(separator: " ")) --read0 --output line --no-tac --no-select-1 --no-exit-0

        # The history as fish has it (newest first), each command once.
        function __moodpick_history_feed
            builtin history --null | command moodpick --shell-history fish
        end

        function moodpick-history-widget --description 'Replace the line with a command of the history picked with moodpick'
            __moodpick_run moodpick-history-widget __moodpick_history_feed $__moodpick_text_options --no-multi --prompt 'history> ' \
                --query=(commandline | string collect); or return 0
            commandline -r -- $__moodpick_picks[1]
            commandline -C (string length -- $__moodpick_picks[1])
        end

        function __moodpick_files_feed
            command moodpick --walk files --print0
        end

        function moodpick-files-widget --description 'Insert paths picked with moodpick at the cursor, quoted'
            __moodpick_run moodpick-files-widget __moodpick_files_feed $__moodpick_text_options --multi --prompt 'files> '; or return 0
            commandline -i -- (string join ' ' -- (string escape -- $__moodpick_picks))' '
        end

        function __moodpick_dirs_feed
            command moodpick --walk dirs --print0
        end

        function moodpick-dirs-widget --description 'Change to a directory picked with moodpick'
            __moodpick_run moodpick-dirs-widget __moodpick_dirs_feed $__moodpick_text_options --no-multi --prompt 'cd> '; or return 0
            builtin cd -- $__moodpick_picks[1]
        end

        function __moodpick_bind --description 'Bind the moodpick widgets in every mode'

        """#

    /// The `bind` lines of `widgets` (in the default and vi modes), the end of `__moodpick_bind`.
    private static func fishBindings(_ widgets: [ShellWidget]) -> String {
        let keys: [ShellWidget: String] = [.emoji: #"\e:"#, .history: #"\cr"#, .files: #"\ct"#, .dirs: #"\ec"#]
        let lines = widgets.flatMap { widget in
            ["", "-M insert ", "-M default "].map { "    bind \($0)\(keys[widget] ?? "") moodpick-\(widget.rawValue)-widget" }
        }
        return lines.joined(separator: "\n") + "\nend\n"
    }

    private static let fishRebind = #"""
        __moodpick_bind
        # fish_vi_key_bindings and fish_default_key_bindings erase the bindings: bind again.
        function __moodpick_rebind --on-variable fish_key_bindings
            __moodpick_bind
        end

        """#
}
