#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Extracts the offline MCUboot kit (commit 2d4bacc3, ../shared/mcuboot) into
# OUT (build/mcuboot by default) and applies pq8k's patch series
# (integrations/mcuboot/patches/000N-*.patch, in order). The tree ends up in
# OUT/mcuboot. Re-running starts from a fresh extract.
#   integrations/mcuboot/apply.sh [OUT]
set -euo pipefail
cd "$(dirname "$0")/../.."
KIT_DIR=${MCUBOOT_KIT:-../shared/mcuboot}
KIT=$KIT_DIR/MCUboot-2d4bacc3-kit.tar.gz
OUT=${1:-build/mcuboot}

[ -f "$KIT" ] || { echo "mcuboot: kit $KIT not found (MCUBOOT_KIT=dir)" >&2; exit 1; }
(cd "$KIT_DIR" && sha256sum --quiet -c SHA256SUMS) || { echo "mcuboot: kit checksum mismatch" >&2; exit 1; }
rm -rf "$OUT/mcuboot" "$OUT/kit"
mkdir -p "$OUT/kit"
tar xzf "$KIT" -C "$OUT/kit"
mv "$OUT/kit/MCUboot-2d4bacc3-kit/mcuboot" "$OUT/mcuboot"
rm -rf "$OUT/kit"
for p in integrations/mcuboot/patches/[0-9][0-9][0-9][0-9]-*.patch; do
    patch -s -p1 -d "$OUT/mcuboot" --no-backup-if-mismatch <"$p" ||
        { echo "mcuboot: $p does not apply" >&2; exit 1; }
    echo "mcuboot: applied $(basename "$p")"
done
