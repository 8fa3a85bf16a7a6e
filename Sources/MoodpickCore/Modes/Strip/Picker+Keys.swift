/// Keys: each goes through the key map (`KeyMap`) to one action, and each action to the part
/// that owns it: the motion for steps, the finder for typing, the marks, the tone strip.
extension Picker {
    mutating func handle(_ key: Key) {
        marks.forgetRefusal()
        if case .character(let character) = key {
            type(String(character))
            return
        }
        guard let action = keyMap.action(for: key) else { return }
        switch action {
        case .next: step(by: 1)
        case .previous: step(by: -1)
        case .pageNext: step(by: page)
        case .pagePrevious: step(by: -page)
        case .first: keyGlide(to: 0)
        case .last: keyGlide(to: layout.count - 1)
        case .choose: choose()
        case .spaceOrChoose: if finder.isTyping { type(" ") } else { choose() }
        case .cancel: outbox.end(.cancelled)
        case .eraseCharacter: show(finder.eraseCharacter(in: finderScope))
        case .eraseWord: show(finder.eraseWord(in: finderScope))
        case .eraseQuery: show(finder.clearQuery(in: finderScope))
        case .markAndNext: toggleMark(); step(by: 1)
        case .markAndPrevious: toggleMark(); step(by: -1)
        case .toggleMark: toggleMark()
        case .markAll: markAll()
        case .openTones: openTones()
        case .suspend: outbox.post(.suspend)
        case .moveCursor(let move): if finder.moveCursor(move) { outbox.postOnce(.restFrame) }
        }
    }

    /// A page: the cells that fit whole in the viewport around the selected one (at least 1).
    private var page: Int { layout.count > 0 ? geometry.pageSize(around: selectedIndex) : 1 }

    /// One key step (or wheel notch, or page): the target moves `delta` cells from the current
    /// target, clamped, whatever the strip is doing, so N presses move exactly N cells.
    mutating func step(by delta: Int) {
        guard layout.count > 0 else { return }
        keyGlide(to: min(max(selectedIndex + delta, 0), layout.count - 1))
    }

    /// Enter: the marked items if any, else the selected cell's item. A search under way is
    /// finished first, so Enter always answers the query as typed; with no match the run ends
    /// with no choice. While items are still arriving and none is shown, Enter waits for them,
    /// with or without a query (docs/CONTRACT.md §12).
    mutating func choose() {
        finishSearch()
        if !marks.isEmpty {
            outbox.end(.marked(marks.items))
            return
        }
        guard layout.count > 0 else {
            if isLoading { return }  // nothing has arrived yet to choose, or to match
            outbox.end(appliedQuery.isEmpty ? .cancelled : .noMatch)
            return
        }
        outbox.end(.chosen(view.item(at: selectedIndex)))
    }

    // MARK: - Marks

    /// Marks the selected item, or unmarks it; nothing without `--multi`, or when marking would
    /// pass its limit.
    mutating func toggleMark() {
        guard let limit = options.multi, let item = selectedItem else { return }
        marks.toggle(item, limit: limit)
    }

    /// Ctrl-A: marks every match of the query as typed (every item with no query), up to the limit.
    mutating func markAll() {
        guard let limit = options.multi else { return }
        finishSearch()
        marks.insert(contentsOf: (0..<layout.count).lazy.map { [view] in view.item(at: $0) }, limit: limit)
    }
}
