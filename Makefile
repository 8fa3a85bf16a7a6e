# moodpick: `make run` tries it on the built-in moods, `make test` runs every test.
SWIFT ?= swift
# Tests and the picker want a UTF-8 locale; C.UTF-8 is the one every Debian machine has.
export LANG := C.UTF-8
export LC_ALL := C.UTF-8

.PHONY: build release run test bench clean emoji-data

build:
	$(SWIFT) build

release:
	$(SWIFT) build -c release

run: build
	$(SWIFT) run --skip-build moodpick

# The end-to-end tests drive the debug binary that `build` leaves in .build/debug.
test: build
	$(SWIFT) test

# Regenerates the emoji catalog's table from Debian's unicode-data and unicode-cldr-core.
emoji-data:
	python3 scripts/emoji-data.py

bench:
	bash Benchmarks/run.sh

clean:
	rm -rf .build
