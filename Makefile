# moodpick: `make run` tries it on the built-in moods, `make test` runs every test.
SWIFT ?= swift
# Tests and the picker want a UTF-8 locale; C.UTF-8 is the one every Debian machine has.
export LANG := C.UTF-8
export LC_ALL := C.UTF-8

.PHONY: build release run test bench clean fuzz fuzz-build fuzz-replay check check-asan check-tsan

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

run: build
	$(SWIFT) run --skip-build moodpick

# The end-to-end tests drive the debug binary that `build` leaves in .build/debug.
test: build
	$(SWIFT) test

bench:
	bash Benchmarks/run.sh

# libFuzzer on each parser (items, replay, keys, mouse) for FUZZ_SECONDS each. One --sanitize
# for SwiftPM (it then links libFuzzer's main) and the combined one for the compiler: two
# SwiftPM --sanitize flags would keep only one of them.
FUZZ_SECONDS ?= 60
FUZZ_TARGETS ?= items replay keys mouse
fuzz-build:
	$(SWIFT) build -c release --product MoodpickFuzz --scratch-path .build-fuzz \
		--sanitize=fuzzer -Xswiftc -sanitize=fuzzer,address \
		-Xswiftc -DMOODPICK_FUZZING -Xswiftc -use-ld=lld

fuzz: fuzz-build
	@for target in $(FUZZ_TARGETS); do bash Fuzz/run.sh $$target $(FUZZ_SECONDS) || exit 1; done

# The committed corpus (seeds and former crashes) through the plain build: no fuzzer needed.
fuzz-replay: build
	@for target in $(FUZZ_TARGETS); do .build/debug/MoodpickFuzz $$target Fuzz/$$target/corpus/* || exit 1; done

# The unit tests under the address and the thread sanitizer, each in its own scratch path.
# --disable-xctest: XCTest's empty runner leaks 144 bytes that LeakSanitizer would report;
# Tests/lsan.supp lists the other false leaks (pointers Swift stores with tag bits).
check: check-asan check-tsan

check-asan:
	LSAN_OPTIONS=suppressions=$(CURDIR)/Tests/lsan.supp $(SWIFT) test --scratch-path .build-asan --sanitize=address --disable-xctest \
		--filter 'MoodpickCoreTests|MoodpickCursesTests'

# regularFileIsMapped… looks its mapping up in /proc/self/maps, where it is not found under
# ThreadSanitizer (its own mmap interceptor); it runs in make test and make check-asan.
check-tsan:
	$(SWIFT) test --scratch-path .build-tsan --sanitize=thread \
		--filter 'MoodpickCoreTests|MoodpickCursesTests' --skip regularFileIsMappedAndGivesTheSameItemsAsAPipe

clean:
	rm -rf .build
