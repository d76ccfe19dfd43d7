#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Stateful keys in the CLI (tools/statefile.c, tools/cli_stateful.c) for each
# stateful scheme given (default: hss xmssmt in full, lms xmss for the range
# and output checks): the signer is killed (SIGKILL, through PQ8K_CRASH_AT)
# at every step of a signature and at random moments, run concurrently, split
# with `reserve` (one reserve killed half way) and a reserved range used up;
# every signature that was released is collected and no leaf index may appear
# twice; an exhausted key or range must refuse to sign.
# Links (issue 30): a key file reached through a symbolic or a hard link is
# refused, signers on both names run side by side (killed at random, with
# links made and removed under them), links swapped in while a signer is
# stopped half way (PQ8K_STOP_AT) never let an index out twice; a key file
# whose range was edited (checksum recomputed) to reach 2^h or beyond is
# refused; `-o` onto the key file or its temporary file is refused.
# HSS/LMS: one level of height 5 (32 leaves), so the whole key is used up too;
# XMSS^MT-SHA2_20/4_256: trees of 32 leaves, so each signature is quick;
# XMSS-SHA2_10_256: refusals only, with a key file the script writes (a key
# generation of 1024 leaves is slow). Links: the whole set for the first
# scheme, the basic cases for the second (the file code is shared).
#
#   test/cli_stateful_test.sh [hss|xmssmt|lms|xmss ...]        # after `make cli`
# Prints "ok"/"FAIL" per check and "stateful: N passed, N failed"; exit 1 on a failure.
set -uo pipefail
cd "$(dirname "$0")/.."
CLI=$(realpath "${CLI:-build/host/pq8k}")
T=$(mktemp -d "${TMPDIR:-/tmp}/pq8k-stateful.XXXXXX")
trap 'rm -rf "$T"' EXIT
trap 'exit 143' TERM INT  # so that a timeout still removes $T
PY=$(python3 -c 'import sys; print(sys.executable)')  # once: a version manager's shim is slow to start
pass=0
fail=0

# per scheme: the key set, log2 of its number of indices, and the leaf index of a signature file $1
set_of() {
    case $S in
    hss | lms) echo sha256_m32_h5_w4 ;; xmssmt) echo SHA2_20/4_256 ;; xmss) echo SHA2_10_256 ;;
    esac
}
height() { case $S in hss | lms) echo 5 ;; xmssmt) echo 20 ;; xmss) echo 10 ;; esac; }
idx_of() {
    case $S in
    hss) od -An -tu4 --endian=big -j4 -N4 "$1" | tr -d ' ' ;;   # after Nspk: q of level 0
    lms) od -An -tu4 --endian=big -N4 "$1" | tr -d ' ' ;;       # q
    xmssmt) od -An -tu1 -N3 "$1" | awk '{ print $1 * 65536 + $2 * 256 + $3 }' ;;  # idx, h = 20
    xmss) od -An -tu4 --endian=big -N4 "$1" | tr -d ' ' ;;      # idx
    esac
}

ok() { pass=$((pass + 1)); echo "ok   stateful $S: $1"; }
bad() { fail=$((fail + 1)); echo "FAIL stateful $S: $1"; }
check() { if eval "$2"; then ok "$1"; else bad "$1"; fi; }
# sign KEY: one signature into sig.<n> if the signer releases one
sign() { n=$((n + 1)); "$CLI" $S sign -k "$1" -m msg -o "sig.$n" >/dev/null 2>err; }
# the indices of every released signature that verifies under $1
released() {
    for s in sig.*; do
        [ -f "$s" ] || continue
        "$CLI" $S verify -p "$1" -m msg -g "$s" >/dev/null 2>&1 && idx_of "$s"
    done
}
no_repeats() { [ -z "$(released "$1" | sort -n | uniq -d)" ]; }
nextof() { "$CLI" $S info -k "$1" 2>/dev/null | awk '{ print $2 }'; }
# wait until process $1 has stopped itself (PQ8K_STOP_AT); 1 if it ended instead, or after 10 s
stopped() {
    local end=$((SECONDS + 10)) st
    while [ $SECONDS -lt $end ]; do
        st=$(awk '{ print $3 }' "/proc/$1/stat" 2>/dev/null)
        [ "$st" = T ] && return 0
        if [ -z "$st" ] || [ "$st" = Z ]; then return 1; fi
        sleep 0.01
    done
    return 1
}
# forge KEY NEXT END: the range an attacker would write, with the file's
# checksum recomputed (tools/statefile.c: an unkeyed SHA-256 of all bytes
# before it; next and end follow "PQ8KSTF1", the tag length and the tag)
forge() {
    "$PY" - "$@" <<'EOF'
import hashlib, struct, sys
path, nxt, end = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
b = bytearray(open(path, 'rb').read())
o = 9 + b[8]
b[o:o + 16] = struct.pack('>QQ', nxt, end)
b[-32:] = hashlib.sha256(bytes(b[:-32])).digest()
open(path, 'wb').write(b)
EOF
}

run() {
    mkdir "$T/$S" && cd "$T/$S" || exit 1
    echo "firmware v1" >msg
    n=0
    "$CLI" $S keygen -t "$(set_of)" -o k >/dev/null || { bad "keygen"; return; }

    # 1. a kill at every step of a signature, each followed by a normal one
    for point in locked loaded tmp-written tmp-synced renamed dir-synced signed sig-written; do
        before=$(released k.pk | sort -n | tail -1)
        PQ8K_CRASH_AT=$point "$CLI" $S sign -k k.sk -m msg -o "sig.crash.$point" >/dev/null 2>&1 &
        { wait $!; } 2>/dev/null
        rc=$?
        check "killed at $point (status $rc)" "[ $rc = 137 ]"
        sign k.sk
        check "after a kill at $point: key readable, next signature valid" \
            "[ -f sig.$n ] && \"$CLI\" $S verify -p k.pk -m msg -g sig.$n >/dev/null 2>&1"
        check "after a kill at $point: new index above every released one" \
            "[ -z \"$before\" ] || [ $(idx_of sig.$n) -gt ${before:--1} ]"
    done
    check "released signatures: no index twice (kills at every step)" "no_repeats k.pk"

    # 2. kills at random moments
    for i in $(seq 1 10); do
        "$CLI" $S sign -k k.sk -m msg -o "sig.rand.$i" >/dev/null 2>&1 &
        pid=$!
        sleep "0.0$((RANDOM % 9))"
        kill -9 $pid 2>/dev/null
        wait $pid 2>/dev/null
    done
    check "released signatures: no index twice (random kills)" "no_repeats k.pk"

    # 3. concurrent signers on one key file
    for i in 1 2 3 4; do "$CLI" $S sign -k k.sk -m msg -o "sig.par.$i" >/dev/null 2>&1 & done
    wait
    check "4 concurrent signers: 4 signatures" "[ $(ls sig.par.* 2>/dev/null | wc -l) = 4 ]"
    check "released signatures: no index twice (concurrent)" "no_repeats k.pk"

    # 4. a key small enough (HSS, 32 leaves) is used up; it must then refuse
    if [ $S = hss ]; then
        while sign k.sk; do :; done
        check "exhausted key refuses to sign" "grep -q exhausted err"
        check "exhausted: every released index distinct and < 32" \
            "no_repeats k.pk && [ $(released k.pk | sort -n | tail -1) -lt 32 ]"
        check "a signer that was refused released nothing" "[ ! -f sig.$n ]"
    fi

    # 5. reserved ranges for two machines, one reserve killed half way
    rm -f sig.*
    "$CLI" $S keygen -t "$(set_of)" -o r >/dev/null
    "$CLI" $S reserve -k r.sk -n 8 -o a.sk >/dev/null
    check "reserve over an existing file is refused" "! \"$CLI\" $S reserve -k r.sk -n 2 -o a.sk >/dev/null 2>&1"
    PQ8K_CRASH_AT=renamed "$CLI" $S reserve -k r.sk -n 4 -o lost.sk >/dev/null 2>&1 &
    { wait $!; } 2>/dev/null
    check "reserve killed after the parent gave the range up: no child file" "[ ! -f lost.sk ]"
    "$CLI" $S reserve -k r.sk -n 4 -o b.sk >/dev/null
    for i in 1 2 3; do sign a.sk; sign b.sk; sign r.sk; done
    while sign a.sk; do :; done
    check "child key a.sk: 8 signatures, then exhausted" "[ \$(released r.pk | wc -l) = 14 ] && grep -q exhausted err"
    check "a signer that was refused released nothing" "[ ! -f sig.$n ]"
    check "parent and children: no index twice" "no_repeats r.pk"
    check "child a holds 0..7, b 12..15 (8..11 lost with the killed reserve)" \
        "\"$CLI\" $S info -k b.sk | grep -q 'next 15 end 16'"
    cd "$T" || exit 1
}

# 6. links (issue 30): the key file is used through its one real name only
links() {
    mkdir "$T/$S-links" && cd "$T/$S-links" || exit 1
    echo "firmware v1" >msg
    n=0
    "$CLI" $S keygen -t "$(set_of)" -o l >/dev/null || { bad "keygen (links)"; return; }

    # a symbolic link, one signer after the other on both names
    ln -s l.sk cur.sk
    for i in 1 2; do
        cp l.sk saved
        sign cur.sk
        check "symlink: signing through it is refused, key untouched ($i)" \
            "[ $? = 2 ] && grep -q 'symbolic link' err && [ ! -f sig.$n ] && cmp -s l.sk saved"
        sign l.sk
        check "symlink: the real name signs ($i)" "[ -f sig.$n ]"
    done
    # a hard link: both names are refused until it is gone
    ln l.sk hard.sk
    cp l.sk saved
    sign l.sk
    r1=$?
    sign hard.sk
    check "hard link: both names refused (2 names), key untouched" \
        "[ $r1 = 2 ] && [ $? = 2 ] && grep -q '2 names' err && [ ! -f sig.$((n - 1)) ] && [ ! -f sig.$n ] && cmp -s l.sk saved"
    rm hard.sk
    sign l.sk
    check "hard link removed: the key signs again" "[ -f sig.$n ]"
    # a link among the directories is fine: the directory is opened once
    mkdir d && mv l.sk d/ && ln -s d dl
    sign dl/l.sk
    check "a directory link on the way: signs, the key in d/ advanced" \
        "[ -f sig.$n ] && [ \"\$(nextof d/l.sk)\" = \$((\$(idx_of sig.$n) + 1)) ]"
    mv d/l.sk .

    # a hard link made while the state is being replaced (the signer stopped
    # after writing the new file): its old state would offer the index again
    PQ8K_STOP_AT=tmp-synced "$CLI" $S sign -k l.sk -m msg -o sig.stop1 >/dev/null 2>err &
    pid=$!
    stopped $pid && ln l.sk other.sk
    kill -CONT $pid
    wait $pid
    check "a hard link made during the update: refused, nothing released" \
        "[ $? = 2 ] && grep -q 'another name' err && [ ! -f sig.stop1 ]"
    sign other.sk
    check "... and the old state under that name was emptied: it signs nothing" \
        "[ ! -f sig.$n ] && grep -q 'not a pq8k stateful key file' err"
    rm -f other.sk
    # the rest for the first scheme only: the code is the same for every scheme
    if [ "${1:-}" != short ]; then
        # side by side: signers on the real name, through the symlink and through a
        # hard link that a loop makes and removes under them; two killed at random
        (for _ in $(seq 60); do ln l.sk hard.sk 2>/dev/null; rm -f hard.sk; done) &
        pids=()
        for i in 1 2 3 4 5 6; do
            case $((i % 3)) in 0) k=l.sk ;; 1) k=cur.sk ;; *) k=hard.sk ;; esac
            "$CLI" $S sign -k $k -m msg -o sig.par.$i >/dev/null 2>&1 &
            pids+=($!)
        done
        sleep "0.0$((RANDOM % 9))"
        kill -9 "${pids[1]}" "${pids[2]}" 2>/dev/null
        wait
        for i in 1 2 3 4; do "$CLI" $S sign -k l.sk -m msg -o sig.par2.$i >/dev/null 2>&1 & done
        for i in 1 2; do "$CLI" $S sign -k cur.sk -m msg -o sig.par2.cur.$i >/dev/null 2>&1 & done
        wait
        check "side by side: 4 signers on the real name after the loop all signed, none through the symlink" \
            "[ \$(ls sig.par2.[0-9]* 2>/dev/null | wc -l) = 4 ] && [ \$(ls sig.par2.cur.* sig.par.1 sig.par.4 2>/dev/null | wc -l) = 0 ]"

        # kills at steps of a signature while a symlink's signer runs beside it
        for point in tmp-synced renamed; do
            PQ8K_CRASH_AT=$point "$CLI" $S sign -k l.sk -m msg -o "sig.kill.$point" >/dev/null 2>&1 &
            "$CLI" $S sign -k cur.sk -m msg -o "sig.kill.cur.$point" >/dev/null 2>&1
            wait
        done
        sign l.sk
        check "kills beside a symlink's signer: the key still signs, nothing through the link" \
            "[ -f sig.$n ] && [ \$(ls sig.kill.cur.* 2>/dev/null | wc -l) = 0 ]"

        # the same, killed instead of let go: the link stays, so both names are refused
        PQ8K_STOP_AT=tmp-synced "$CLI" $S sign -k l.sk -m msg -o sig.stop2 >/dev/null 2>&1 &
        pid=$!
        stopped $pid && ln l.sk other.sk
        kill -9 $pid
        wait $pid 2>/dev/null
        sign other.sk
        check "killed during the update while linked: the link is still refused" "[ ! -f sig.$n ] && grep -q '2 names' err"
        rm -f other.sk
        # the key moved away and a symlink put in its place after it was read
        PQ8K_STOP_AT=loaded "$CLI" $S sign -k l.sk -m msg -o sig.stop3 >/dev/null 2>err &
        pid=$!
        stopped $pid && mv l.sk real.sk && ln -s real.sk l.sk
        kill -CONT $pid
        wait $pid
        check "a symlink swapped in after the key was read: refused, nothing released" \
            "[ $? = 2 ] && [ ! -f sig.stop3 ] && [ -f l.sk ] && [ ! -L l.sk ]"
        sign real.sk
        check "... the file moved away was emptied, the new state is under the name" \
            "[ ! -f sig.$n ] && grep -q 'not a pq8k stateful key file' err"
        rm -f real.sk
        # a directory link swapped after the key was read: the update goes where it was read
        mkdir d1 d2 && mv l.sk d1/ && ln -sfn d1 dl
        before=$(nextof d1/l.sk)
        PQ8K_STOP_AT=loaded "$CLI" $S sign -k dl/l.sk -m msg -o sig.stop4 >/dev/null 2>&1 &
        pid=$!
        stopped $pid && ln -sfn d2 dl
        kill -CONT $pid
        wait $pid
        check "a directory link swapped after the key was read: signed, the key read was advanced" \
            "[ $? = 0 ] && [ -f sig.stop4 ] && [ -z \"\$(ls d2)\" ] && [ \"\$(nextof d1/l.sk)\" = $((before + 1)) ]"
        mv d1/l.sk .
        # a signer that waited for the lock goes on with the state the one before it wrote
        PQ8K_STOP_AT=loaded "$CLI" $S sign -k l.sk -m msg -o sig.first >/dev/null 2>&1 &
        pid=$!
        stopped $pid
        "$CLI" $S sign -k l.sk -m msg -o sig.second >/dev/null 2>&1 &
        pid2=$!
        sleep 0.2
        kill -CONT $pid
        wait $pid $pid2
        check "a signer that waited for the lock signs with the next index" \
            "[ -f sig.first ] && [ -f sig.second ] && [ \$(idx_of sig.second) = \$((\$(idx_of sig.first) + 1)) ]"
    fi
    rel=$(released l.pk)
    check "released signatures: no index twice (links: sequential, side by side, killed, swapped)" \
        "[ -z \"\$(sort -n <<<\"\$rel\" | uniq -d)\" ]"
    least=12
    [ "${1:-}" = short ] && least=4
    check "released signatures: at least $least (the check above is not empty)" "[ \$(wc -l <<<\"\$rel\") -ge $least ]"
    cd "$T" || exit 1
}

# 7. a key file's range against its parameter set, and outputs onto the key
ranges() {
    mkdir "$T/$S-range" && cd "$T/$S-range" || exit 1
    echo "firmware v1" >msg
    n=0
    if [ $S = xmss ]; then
        # written here: XMSS's smallest tree (1024 leaves) takes seconds to generate, and every
        # check below is decided before the key's bytes are used (XMSS-SHA2_10_256: OID 1, idx, 4n)
        "$PY" - <<'EOF'
import hashlib, os, struct
sk = struct.pack('>II', 1, 0) + os.urandom(128)
b = b'PQ8KSTF1' + bytes([4]) + b'xmss' + struct.pack('>QQI', 0, 1024, len(sk)) + sk
open('e.sk', 'wb').write(b + hashlib.sha256(b).digest())
EOF
    else
        "$CLI" $S keygen -t "$(set_of)" -o e >/dev/null || { bad "keygen (ranges)"; return; }
    fi
    cp e.sk orig
    local h N
    h=$(height)
    N=$((1 << h))

    # -o (and reserve's -o) naming the key file, by any spelling or link, or its temporary file
    # (the short run, for the scheme whose code another one shares: the plain names only)
    ln -s e.sk elink
    ln -s e.sk.tmp tlink
    mkdir sub
    outs=(e.sk ./e.sk "$PWD/e.sk" sub/../e.sk elink e.sk.tmp tlink)
    [ "${1:-}" = short ] && outs=(e.sk elink e.sk.tmp)
    for out in "${outs[@]}"; do
        "$CLI" $S sign -k e.sk -m msg -o $out >/dev/null 2>err
        check "sign -o $out (the key or its temporary file): refused, key untouched" \
            "[ $? = 2 ] && grep -q 'nothing is signed' err && cmp -s e.sk orig"
    done
    "$CLI" $S reserve -k e.sk -n 1 -o e.sk.tmp >/dev/null 2>err
    check "reserve -o e.sk.tmp: refused, key untouched" "[ $? = 2 ] && cmp -s e.sk orig && [ ! -e e.sk.tmp ]"
    if [ $S = lms ] || [ $S = hss ]; then
        "$CLI" image sign -s $S -k e.sk -p e.pk -i msg -V 1 -o elink >/dev/null 2>err
        check "image sign -o onto the key (through a link): refused, key untouched" \
            "[ $? = 2 ] && grep -q 'nothing is signed' err && cmp -s e.sk orig"
    fi
    check "after the refusals the key still holds index 0" "[ \"\$(nextof e.sk)\" = 0 ]"

    # edited ranges, checksum recomputed: refused with nothing released and the file left as it was
    try_range() {
        cp orig e.sk
        forge e.sk "$1" "$2"
        cp e.sk forged
        sign e.sk
        check "range next $1 end $2 (2^$h indices): sign refused ($3), nothing released" \
            "[ $? = 2 ] && grep -q '$3' err && [ ! -f sig.$n ] && cmp -s e.sk forged"
    }
    try_range $N $((N + 1)) inconsistent
    try_range $((1 << 24)) $(((1 << 24) + 1)) inconsistent
    try_range $N $N exhausted
    if [ "${1:-}" != short ]; then
        try_range $((N + 5)) $((N + 9)) inconsistent
        try_range 0 $((N + 1)) inconsistent
        try_range 18446744073709551614 18446744073709551615 inconsistent
        try_range 7 3 inconsistent
        try_range $((N + 3)) $((N + 3)) inconsistent
    fi
    cp orig e.sk
    forge e.sk $N $((N + 4))
    "$CLI" $S reserve -k e.sk -n 1 -o child.sk >/dev/null 2>err
    check "reserve from a range past 2^$h: refused, no child" "[ $? = 2 ] && grep -q inconsistent err && [ ! -e child.sk ]"
    "$CLI" $S info -k e.sk >/dev/null 2>err
    check "info of a range past 2^$h: refused" "[ $? = 2 ] && grep -q inconsistent err"
    if [ $S = lms ] || [ $S = hss ]; then
        "$CLI" image sign -s $S -k e.sk -p e.pk -i msg -V 1 -o img >/dev/null 2>err
        check "image sign with a range past 2^$h: refused, nothing released" \
            "[ $? = 2 ] && grep -q inconsistent err && [ ! -e img ]"
    fi
    # the last index itself is fine (XMSS: its tree of 1024 leaves is slow to sign, so info only)
    cp orig e.sk
    forge e.sk $((N - 1)) $N
    check "range next 2^$h-1 end 2^$h: accepted" "[ \"\$(nextof e.sk)\" = $((N - 1)) ]"
    if [ $S != xmss ]; then
        sign e.sk
        check "... signs with index 2^$h-1, read back from the signature, valid" \
            "[ -f sig.$n ] && [ \$(idx_of sig.$n) = $((N - 1)) ] && \"$CLI\" $S verify -p e.pk -m msg -g sig.$n >/dev/null 2>&1"
        sign e.sk
        check "... then exhausted" "[ ! -f sig.$n ] && grep -q exhausted err"
    fi
    cd "$T" || exit 1
}

schemes=("$@")
if [ ${#schemes[@]} -gt 0 ]; then
    for S in "${schemes[@]}"; do run; links; ranges; done
else
    S=hss
    run; links; ranges
    S=xmssmt
    run; links short; ranges
    for S in lms xmss; do ranges short; done
fi
echo "stateful: $pass passed, $fail failed"
[ $fail = 0 ]
