#!/usr/bin/env bash
# tvos-typecheck.sh: the iOS check (../shared/tools/ios-typecheck.sh) again, for tvOS 13 and 16:
# the engine, the adapters and their tests compiled for arm64-apple-tvos, so that `#if os(tvOS)`
# code is compiled and an API tvOS lacks (drag and drop, `isPagingEnabled`, `scrollsToTop`…) is
# an error, as Xcode would make it.
#
# Usage: .ci/tvos-typecheck.sh [IOS_SDK]   (default: $IOS_SDK, else the iOS check's default SDK)
#   TVOS_TARGETS  deployment targets (default "13.0 16.0", the package's tvOS 13 and a recent one)
# Output: the harness's, then its last line `N errors, M warnings in the project's sources`.
# Exit: the harness's (0 clean, 1 errors in the project, 2 the check itself failed).
#
# There is no tvOS SDK to check against from Linux: theos/sdks stops at AppleTVOS 12.4, whose
# overlays are binary modules of Swift 5.0 (this compiler cannot read them) and which predates
# the package's tvOS 13. So this builds a tvOS view of the iPhoneOS 16.4 SDK, once per SDK, in
# the same cache folder (symbolic links, a few changed files):
# - TargetConditionals.h says tvOS (TARGET_OS_TV 1, TARGET_OS_IOS 0), so UIKit's headers drop
#   their `#if TARGET_OS_IOS` parts, and `API_UNAVAILABLE(tvos)` marks what tvOS lacks. Apple's
#   headers are shared between the two platforms; tvOS's availability is written in them.
# - Each Swift interface gets a tvOS copy (arm64-apple-tvos.swiftinterface, retargeted). Apple's
#   overlays hold iOS-only code (`#if os(iOS)` in their sources) that the iOS interfaces print
#   plainly; the declarations that do not compile for tvOS are removed, round by round
#   (.ci/tvos-interface-strip.py), until UIKit and Foundation import. The stdlib's copy gets the
#   same `_willThrowTyped` hook the iOS check adds to its own.
# - A swiftc wrapper turns the harness's `arm64-apple-ios` into `arm64-apple-tvos`.
# What it cannot see: tvOS-only API, tvOS after 16.4, and an overlay declaration that exists
# only on iOS but still compiles for tvOS (it stays in the view). What it sees for real: every
# Objective-C declaration of UIKit and Foundation with tvOS's own availability.
set -uo pipefail
cd "$(dirname "$0")/.." || exit 2
PROJECT=$PWD
HARNESS=$PROJECT/../shared/tools/ios-typecheck.sh
IOS_SDK=${1:-${IOS_SDK:-${XDG_CACHE_HOME:-$HOME/.cache}/ios-sdk/iPhoneOS16.5.sdk}}
die() { echo "tvos-typecheck: $*" >&2; exit 2; }
[ -x "$HARNESS" ] || die "no $HARNESS"
IOS_SDK=$(cd "$IOS_SDK" 2>/dev/null && pwd) || die "no iPhoneOS SDK at $IOS_SDK"
[ -d "$IOS_SDK/usr/lib/swift/Swift.swiftmodule" ] || die "$IOS_SDK is not an iPhoneOS SDK"
SWIFTC_REAL=$(command -v swiftc) || die "no swiftc on PATH"
# swiftc is a link to the driver, which reads its name: call it by the link, find lib/swift by
# the target.
TOOLCHAIN_LIB=$(cd "$(dirname "$(readlink -f "$SWIFTC_REAL")")/../lib/swift" && pwd) || die "no lib/swift beside swiftc"

# The view is rebuilt when this script, the strip script or the SDK changes.
STAMP=$(cat "$0" .ci/tvos-interface-strip.py <(echo "$IOS_SDK" "$SWIFTC_REAL") | cksum | cut -d' ' -f1)
VIEW_HOME=$(dirname "$IOS_SDK")/tvos-view-$STAMP
VIEW=$VIEW_HOME/AppleTVOS16.4.sdk
TOOLCHAIN=$VIEW_HOME/toolchain

build_view() {
  local tmp=$VIEW_HOME.tmp.$$ sdk round probe log interfaces
  rm -rf "$tmp" && mkdir -p "$tmp" || return 1
  sdk=$tmp/AppleTVOS16.4.sdk
  echo "tvos-typecheck: building a tvOS view of $IOS_SDK in $VIEW_HOME (once; about a minute)"
  cp -rs "$IOS_SDK" "$sdk" || return 1
  # The platform: TargetConditionals.h's fixed (non-dynamic) block says iOS; make it say tvOS.
  local conditionals=$sdk/usr/include/TargetConditionals.h
  sed -e 's/#define TARGET_OS_IOS               1/#define TARGET_OS_IOS               0/' \
    -e 's/#define TARGET_OS_TV                0/#define TARGET_OS_TV                1/' \
    "$IOS_SDK/usr/include/TargetConditionals.h" >"$conditionals.new" && mv -f "$conditionals.new" "$conditionals"
  grep -q '#define TARGET_OS_TV                1' "$conditionals" || { echo "TargetConditionals.h has changed shape"; return 1; }
  # The Swift interfaces, retargeted.
  while IFS= read -r -d '' iface; do
    sed -e 's/-target arm64-apple-ios\([0-9.]*\)/-target arm64-apple-tvos\1/' "$iface" \
      >"$(dirname "$iface")/arm64-apple-tvos.swiftinterface"
  done < <(find "$sdk" -name 'arm64-apple-ios.swiftinterface' -print0)
  local stdlib=$sdk/usr/lib/swift/Swift.swiftmodule/arm64-apple-tvos.swiftinterface
  if ! grep -q '_willThrowTyped' "$stdlib"; then
    cat >>"$stdlib" <<'EOF'
// Added by .ci/tvos-typecheck.sh, as ios-typecheck.sh does: the hook Swift 6 compilers call
// when lowering a typed `throw`, which Swift 5.8's stdlib lacks.
@_silgen_name("swift_willThrowTyped")
@inlinable @_alwaysEmitIntoClient public func _willThrowTyped<E>(_ error: E) where E : Swift.Error {
}
EOF
  fi
  # The overlays' iOS-only declarations, removed until UIKit imports for tvOS 13.
  # A resource dir as the harness trims it (the toolchain's clang, shims and host, and the API
  # notes the SDK's Dispatch needs): the full Linux one clashes with the SDK's module maps.
  local resource=$tmp/resource apinotes=$PROJECT/../shared/tools/ios-apinotes
  mkdir -p "$resource/apinotes" && cp "$apinotes"/*.apinotes "$resource/apinotes/" || return 1
  for d in clang shims host; do ln -s "$TOOLCHAIN_LIB/$d" "$resource/$d"; done
  probe=$tmp/probe.swift
  printf 'import Foundation\nimport UIKit\nimport QuartzCore\nlet probe = UICollectionView.self\n' >"$probe"
  for round in 1 2 3 4 5 6 7 8; do
    log=$tmp/round$round.log
    "$SWIFTC_REAL" -sdk "$sdk" -module-cache-path "$tmp/ModuleCache" -resource-dir "$resource" \
      -target arm64-apple-tvos13.0 -typecheck "$probe" >"$log" 2>&1 && break
    mapfile -t interfaces < <(grep -oE '^/[^:]+/arm64-apple-tvos\.swiftinterface' "$log" | sort -u)
    if [ ${#interfaces[@]} -eq 0 ]; then
      grep -m 10 'error:' "$log"
      echo "UIKit does not import for tvOS, and not because of an interface (errors above)"
      return 1
    fi
    python3 .ci/tvos-interface-strip.py "$log" "${interfaces[@]}" | sed "s|$sdk/||" || return 1
    [ "$round" = 8 ] && { echo "UIKit still does not import for tvOS after 8 rounds"; return 1; }
  done
  # The wrapper, in a toolchain-shaped folder: the harness finds lib/swift beside swiftc.
  mkdir -p "$tmp/toolchain/bin" "$tmp/toolchain/lib" || return 1
  ln -sfn "$TOOLCHAIN_LIB" "$tmp/toolchain/lib/swift"
  cat >"$tmp/toolchain/bin/swiftc" <<EOF
#!/usr/bin/env bash
# swiftc for tvOS: every arm64-apple-ios becomes arm64-apple-tvos, in the arguments and in an
# interface compiled from the command line (the harness's Testing module names its target).
args=("\${@//arm64-apple-ios/arm64-apple-tvos}")
for ((i = 0; i + 1 < \${#args[@]}; i++)); do
  [ "\${args[\$i]}" = -compile-module-from-interface ] && sed -i 's/arm64-apple-ios/arm64-apple-tvos/g' "\${args[\$((i + 1))]}"
done
exec "$SWIFTC_REAL" "\${args[@]}"
EOF
  chmod +x "$tmp/toolchain/bin/swiftc"
  rm -rf "$tmp/probe.swift" "$tmp/resource" "$tmp/ModuleCache" && mv "$tmp" "$VIEW_HOME"
}

if [ ! -x "$TOOLCHAIN/bin/swiftc" ]; then
  rm -rf "$(dirname "$IOS_SDK")"/tvos-view-*
  build_view || { rm -rf "$VIEW_HOME".tmp.*; die "could not build the tvOS view of the SDK"; }
fi

# The harness's output, with its iOS names turned to tvOS's: what it compiles is for tvOS.
SWIFTC=$TOOLCHAIN/bin/swiftc IOS_SDK=$VIEW IOS_TARGETS=${TVOS_TARGETS:-"13.0 16.0"} IOS_TC_TESTS=1 IOS_TC_TESTS_COUNTED=1 \
  "$HARNESS" "$PROJECT" "$VIEW" 2>&1 | sed -e 's/arm64-apple-ios/arm64-apple-tvos/g' -e 's/) ios\([0-9]\)/) tvos\1/'
exit "${PIPESTATUS[0]}"
