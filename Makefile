# moodpick: `make run` tries it on the built-in moods, `make test` runs every test.
SWIFT ?= swift
# Tests and the picker want a UTF-8 locale; C.UTF-8 is the one every Debian machine has.
export LANG := C.UTF-8
export LC_ALL := C.UTF-8

.PHONY: build release run test bench pictures clean

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

# Every docs/NAME.frames (a styled frames dump, written by --frames) becomes docs/NAME.svg.
pictures: build
	@for frames in docs/*.frames; do \
		[ -e "$$frames" ] || continue; \
		echo "$$frames -> $${frames%.frames}.svg"; \
		.build/debug/moodpick-pictures < "$$frames" > "$${frames%.frames}.svg" || exit 1; \
	done

clean:
	rm -rf .build
