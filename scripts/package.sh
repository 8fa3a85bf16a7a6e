#!/usr/bin/env bash
# Packs the release artifacts from the tree `make stage` installed (PREFIX=/usr, DESTDIR=STAGE):
#
#   scripts/package.sh dist STAGE OUT   OUT/moodpick-VERSION-linux-ARCH.tar.gz, OUT/SHA256SUMS
#   scripts/package.sh deb STAGE OUT    OUT/moodpick_VERSION-1_ARCH.deb, OUT/SHA256SUMS
#
# The same commit gives the same bytes: entries sorted by name, owner and group 0, every time
# the commit's (`git log -1 --format=%ct`, or SOURCE_DATE_EPOCH), gzip without a name or time.
# VERSION is what the staged binary's --version says (Sources/moodpick/Version.swift), and only
# that: the artifacts carry the name the program gives itself. Packed from tracked files that
# differ from the commit, it says so on standard error. SHA256SUMS lists this version's
# artifacts in OUT, for `sha256sum -c`.
set -euo pipefail
export LC_ALL=C TZ=UTC

die() { echo "scripts/package.sh: $*" >&2; exit 1; }
[ $# -eq 3 ] || die "usage: scripts/package.sh dist|deb STAGE OUT"
kind=$1 stage=$2 out=$3
repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
binary=$stage/usr/bin/moodpick
[ -x "$binary" ] || die "no $binary: run make stage first"

version=$("$binary" --version | sed -n 's/^moodpick //p')
[ -n "$version" ] || die "$binary --version does not say 'moodpick VERSION'"
commit=unknown
if git -C "$repo" rev-parse --verify -q HEAD >/dev/null 2>&1; then
    commit=$(git -C "$repo" rev-parse --short=7 HEAD)
    epoch=${SOURCE_DATE_EPOCH:-$(git -C "$repo" log -1 --format=%ct)}
    [ -z "$(git -C "$repo" status --porcelain --untracked-files=no)" ] \
        || echo "scripts/package.sh: warning: tracked files differ from $commit; the artifacts are not that commit's" >&2
else
    epoch=${SOURCE_DATE_EPOCH:?not a git checkout: set SOURCE_DATE_EPOCH (seconds) for the times of the files}
fi

work=$(mktemp -d "${TMPDIR:-/tmp}/moodpick-package.XXXXXX")
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"

# Every file and folder in `root`: modes 644 and 755 (executables keep theirs), times the commit's.
normalize() {
    local root=$1
    chmod -R u+rwX,go=rX "$root"
    find "$root" -exec touch -h -d "@$epoch" {} +
}

# SHA256SUMS: the artifacts of this version that OUT holds, sorted.
checksums() {
    (cd "$out" && find . -maxdepth 1 -type f \( -name "moodpick-$version-linux-*.tar.gz" \
        -o -name "moodpick_$version-1_*.deb" \) -printf '%f\n' | sort | xargs -r sha256sum >SHA256SUMS)
    echo "$out/SHA256SUMS"
}

dist() {
    local name="moodpick-$version-linux-$(uname -m)"
    local tree="$work/$name"
    mkdir -p "$tree"
    cp -a "$stage/usr/bin" "$stage/usr/share" "$tree/"
    # Unpacked into /usr/local or ~/.local, zsh finds completions in site-functions.
    mv "$tree/share/zsh/vendor-completions" "$tree/share/zsh/site-functions"
    # README.md and LICENSE stay in share/doc/moodpick: the README's line unpacks the tarball
    # into a prefix (~/.local), whose top holds only bin/ and share/.
    normalize "$tree"
    tar --create --format=gnu --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$epoch" \
        -C "$work" "$name" | gzip -9n >"$out/$name.tar.gz"
    echo "$out/$name.tar.gz"
}

# A License: paragraph's text: each line indented by one space, an empty line as ` .`.
license_text() { sed -e 's/^$/./' -e 's/^/ /'; }

deb() {
    local arch root doc maintainer built_using
    arch=$(dpkg --print-architecture)
    root="$work/root"
    doc="$root/usr/share/doc/moodpick"
    cp -a "$stage" "$root"
    # The packages whose copyright files `make stage` put into THIRD-PARTY-NOTICES (the image
    # decoders): each file's heading names one, and each is linked in, so Built-Using names it.
    local noticed
    noticed=$(sed -n 's/^== \(.*\) (its Debian copyright file) ==$/\1/p' "$doc/THIRD-PARTY-NOTICES")
    [ -n "$noticed" ] || die "no package's copyright file in $doc/THIRD-PARTY-NOTICES: run make stage first"
    gzip -9n "$root/usr/share/man/man1/moodpick.1" "$doc/README.md" "$doc/THIRD-PARTY-NOTICES"
    rm "$doc/LICENSE"
    maintainer=${DEB_MAINTAINER:-$(git -C "$repo" log -1 --format='%an <%ae>' 2>/dev/null || true)}
    [ -n "$maintainer" ] || die "set DEB_MAINTAINER='Name <address>'"

    local expat unicode
    expat=$(sed -n '/^Permission is hereby granted/,$p' "$repo/LICENSE" | license_text)
    # The Unicode notice the generated emoji table carries in its header comment.
    unicode=$(sed -n '/^\/\/ © .*Unicode/,/^[^\/]/p' "$repo/Sources/MoodpickCore/Emoji/EmojiTable.swift" \
        | sed -n 's|^//||p' | sed 's/^ //' | license_text)
    [ -n "$expat" ] && [ -n "$unicode" ] || die "no licence text in LICENSE or in EmojiTable.swift's header"
    awk -v expat="$expat" -v unicode="$unicode" \
        '{ if ($0 == "@EXPAT@") print expat; else if ($0 == "@UNICODE@") print unicode; else print }' \
        "$repo/packaging/debian/copyright.in" >"$doc/copyright"
    sed -e "s/@VERSION@/$version-1/" -e "s/@COMMIT@/$commit/" -e "s|@MAINTAINER@|$maintainer|" \
        -e "s/@DATE@/$(date -R -d "@$epoch")/" "$repo/packaging/debian/changelog.in" | gzip -9n >"$doc/changelog.Debian.gz"
    install -D -m 644 "$repo/packaging/debian/lintian-overrides" "$root/usr/share/lintian/overrides/moodpick"

    # The source packages whose static libraries are linked in (Debian policy: Built-Using).
    built_using=$(dpkg-query -W -f='${source:Package} (= ${source:Version})\n' libc6-dev libstdc++-12-dev libncurses-dev $noticed \
        | sort -u | paste -sd, | sed 's/,/, /g')
    mkdir "$root/DEBIAN"
    sed -e "s/@VERSION@/$version-1/" -e "s/@ARCH@/$arch/" -e "s|@MAINTAINER@|$maintainer|" \
        -e "s/@SIZE@/$(du -sk "$root/usr" | cut -f1)/" -e "s/@BUILT_USING@/$built_using/" \
        "$repo/packaging/debian/control.in" >"$root/DEBIAN/control"
    (cd "$root" && find usr -type f | sort | xargs md5sum >DEBIAN/md5sums)
    normalize "$root"
    local deb="$out/moodpick_$version-1_$arch.deb"
    SOURCE_DATE_EPOCH=$epoch dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
    echo "$deb"
}

case $kind in
    dist) dist ;;
    deb) deb ;;
    *) die "usage: scripts/package.sh dist|deb STAGE OUT" ;;
esac
checksums
