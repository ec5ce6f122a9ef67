#!/usr/bin/env bash
# Coverage-guided fuzzing of CollectionLayout with libFuzzer (Linux): builds this package
# with -sanitize=fuzzer and fuzzes each target in turn (README.md says what each checks).
#
#   bash Fuzz/run.sh [--seconds N | --runs N] [--address] [target ...]
#
#   target      spec, playground, facades, adapters or http; all five when none is named
#   --seconds N fuzz each target for N seconds (300 unless told)
#   --runs N    try N inputs per target from libFuzzer's seed 1: from an empty corpus (a
#               clean clone), the same inputs every time for the same code (CI's smoke run)
#   --address   AddressSanitizer as well, for the engine's buffer-pointer loops (slower;
#               builds into .build-address)
#
# Corpora grow in Fuzz/corpus/<target>, kept between runs; an input that fails a check,
# crashes, runs over 60 seconds or takes over 4 GB is written to Fuzz/crashes/<target>, and
# the script stops with the command that replays it.
set -euo pipefail
cd "$(dirname "$0")"

budget=(-max_total_time=300)
build_path=.build
sanitizers=fuzzer
targets=()
while [ $# -gt 0 ]; do
  case $1 in
  --seconds) budget=(-max_total_time="$2"); shift 2 ;;
  --runs) budget=(-runs="$2" -seed=1); shift 2 ;;
  --address) sanitizers=fuzzer,address; build_path=.build-address; shift ;;
  spec | playground | facades | adapters | http) targets+=("$1"); shift ;;
  *) echo "unknown argument: $1 (see the comment at the top of $0)"; exit 2 ;;
  esac
done
[ ${#targets[@]} -gt 0 ] || targets=(spec playground facades adapters http)

echo "== building the fuzzer (-sanitize=$sanitizers, release)"
swift build -c release --build-path "$build_path" -Xswiftc -sanitize="$sanitizers" -Xswiftc -parse-as-library \
  -Xswiftc -g
fuzzer="$build_path/release/LayoutFuzz"

# Spec files are YAML: the examples' field names make a dictionary libFuzzer splices in,
# with numbers a request may hold.
dictionary="$build_path/spec.dict"
{
  grep -ohE '^[[:space:]-]*[A-Za-z]+:' ../Examples/*.yaml | sed -E 's/^[[:space:]-]*//' | sort -u | sed 's/.*/"&"/'
  printf '"%s"\n' "#view " nan inf -inf 1e308 -1e308 1e999 -0
} >"$dictionary"
# Playground requests start from the examples, each looked at from a view line.
playground_seeds="$build_path/playground-seeds"
mkdir -p "$playground_seeds"
for example in ../Examples/*; do
  { echo "#view 390 844 120 1 80 -3000"; cat "$example"; } >"$playground_seeds/$(basename "$example")"
done

# Requests to the server start from a few a browser and curl send, after the two bytes
# that choose the slicing and the limits; the dictionary holds HTTP's own words.
http_seeds="$build_path/http-seeds"
http_dictionary="$build_path/http.dict"
mkdir -p "$http_seeds"
printf '\x07\xffGET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n' >"$http_seeds/get"
printf '\x00\x93POST /layout HTTP/1.1\r\nContent-Length: 16\r\n\r\n{"spec": "x: 1"}' >"$http_seeds/post"
printf '\x02\x21POST /layout HTTP/1.1\r\nTransfer-Encoding: chunked\r\nExpect: 100-continue\r\n\r\n4;x=1\r\n{"sp\r\n0\r\nT: v\r\n\r\n' >"$http_seeds/chunked"
printf '"%s"\n' GET POST HEAD " HTTP/1.1" " HTTP/1.0" "\\x0d\\x0a" "\\x0d\\x0a\\x0d\\x0a" "Content-Length: " \
  "Transfer-Encoding: chunked" "Expect: 100-continue" "http://" /layout /examples ";ext" 0 ffffffffffffffff \
  >"$http_dictionary"

# Swift's own crash reporter would end the process before libFuzzer writes the input out.
export SWIFT_BACKTRACE=enable=no
for target in "${targets[@]}"; do
  corpus=corpus/$target
  crashes=crashes/$target
  mkdir -p "$corpus" "$crashes"
  options=(-timeout=60 -rss_limit_mb=4096 -print_final_stats=1 -artifact_prefix="$crashes/")
  seeds=()
  if [ "$target" = spec ] || [ "$target" = playground ]; then
    options+=(-max_len=16384 -dict="$dictionary")
    seeds=(../Examples)
    [ "$target" = spec ] || seeds=("$playground_seeds")
  elif [ "$target" = http ]; then
    options+=(-max_len=4096 -dict="$http_dictionary")
    seeds=("$http_seeds")
  else
    options+=(-max_len=4096)
  fi
  echo "== fuzzing $target (${budget[*]})"
  if ! COLLECTION_LAYOUT_FUZZ_TARGET=$target "$fuzzer" "${options[@]}" "${budget[@]}" "$corpus" "${seeds[@]}"; then
    echo "the $target fuzzer found an input that fails; it is in Fuzz/$crashes. Replay it with:"
    echo "  SWIFT_BACKTRACE=enable=no COLLECTION_LAYOUT_FUZZ_TARGET=$target COLLECTION_LAYOUT_FUZZ_VERBOSE=1 Fuzz/$fuzzer <file>"
    exit 1
  fi
done
echo "fuzzing passed: ${targets[*]}"
