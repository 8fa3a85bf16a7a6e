import MoodpickCore
import MoodpickTerminal

extension Program {
    /// `--accessible` (docs/CONTRACT.md §17): the `AccessibleMenu` on the terminal in its usual
    /// line mode, so that a screen reader or braille display follows it as any shell program.
    /// Its text goes to the terminal, never to stdout, which keeps only the result.
    func pickAccessible(_ loaded: ItemSource.Loaded, tty: ControllingTerminal?) throws -> Choice {
        guard let tty else { throw ProgramError.noTerminal }
        tty.restore()  // the modes the shell had: line editing and echo
        let items = loaded.store
        let fields = command.filter.fields
        let sorted = command.filter.sorted
        let match: (FilterQuery) -> [Int] = { query in
            if let emoji = loaded.emoji { return emoji.matches(query, sorted: sorted).map(Int.init) }
            var job = FilterJob(query: query, items: items, candidates: nil, sorted: sorted, fields: fields)
            return job.finish().map(Int.init)
        }
        let label: (Int) -> String = { index in
            fields.selectsFields ? fields.label(at: index, in: items) : String(decoding: items.line(at: index), as: UTF8.self)
        }
        var menu = AccessibleMenu(count: items.count, label: label, match: match, prompt: command.prompt)
        let lines = TerminalLines(fd: tty.fd)
        guard let index = ask(&menu, from: menu.start(), on: tty, lines: lines) else { return Choice(outcome: .cancelled, items: items) }
        guard let tones = toneQuestion(for: index, in: loaded) else { return Choice(outcome: .chosen(index), items: items) }
        // A toned form is printed and remembered from the tone strip's lines, as the visual picker's is.
        var question = tones
        let forms = ItemStore(items: question.lines, cellOptions: items.cellOptions)
        guard let form = ask(&question, from: question.start(), on: tty, lines: lines) else { return Choice(outcome: .cancelled, items: forms) }
        return Choice(outcome: .chosen(form), items: forms)
    }

    /// Writes each step of `question`, from `first`, until one ends it: the index chosen, or nil
    /// when it was cancelled.
    private func ask<Q: AccessibleQuestion>(_ question: inout Q, from first: AccessibleMenu.Step, on tty: ControllingTerminal,
                                            lines: TerminalLines) -> Int? {
        var step = first
        while true {
            tty.write(step.text)
            switch step.outcome {
            case .chosen(let index)?: return index
            case .cancelled?: return nil
            case nil: step = next(of: &question, from: lines)
            }
        }
    }

    /// The skin-tone question for item `index` of an emoji run (docs/EMOJI.md, "Skin tones"):
    /// nil when the emoji takes no tone or `--tone` fixed it.
    private func toneQuestion(for index: Int, in loaded: ItemSource.Loaded) -> AccessibleToneQuestion? {
        guard command.emoji.tone == nil, let emoji = loaded.emoji, let forms = emoji.toneLines(of: index), forms.count > 1 else { return nil }
        let preset = SkinToneForms.start(in: forms, showing: loaded.store.anatomy(at: index).symbol)
        return AccessibleToneQuestion(lines: forms, preset: preset, prompt: command.prompt)
    }

    /// The step the next key or line makes: one key at a time while a digit chooses at once.
    private func next<Q: AccessibleQuestion>(of menu: inout Q, from lines: TerminalLines) -> AccessibleMenu.Step {
        var start: [UInt8] = []
        if menu.choosesByOneKey {
            guard let byte = lines.readKey() else { return menu.endOfInput() }
            if let step = menu.key(byte) { return step }
            start = [byte]
        }
        guard let line = lines.readLine(startingWith: start) else { return menu.endOfInput() }
        return menu.read(line: String(decoding: line, as: UTF8.self))
    }
}
