#!/usr/bin/env bash
# Where a clean build's CPU time goes, per compiler job: builds a package with every swift-frontend
# job run through a wrapper (swift-driver's SWIFT_DRIVER_SWIFT_FRONTEND_EXEC) that logs its module,
# kind (compile / emit-module / modulewrap), primary files, start, end and user + sys seconds.
#
#   Benchmarks/build/frontend-log.sh PACKAGE_DIR [LOG]   # clean `swift build --build-tests`, then
#                                                         # prints CPU seconds per module and kind
#
#   SPECKIT_BENCH_STATS=DIR Benchmarks/build/frontend-log.sh PACKAGE_DIR
#                          # also the compiler's own counters per module (-stats-output-dir DIR):
#                          # IR instructions, SILGen functions, constraint scopes, sema time
#
# PACKAGE_DIR is a consumer package such as the ones Benchmarks/build/run.sh writes into its work
# folder (SPECKIT_BENCH_DIR). The wrapper costs a little (a shell and `time` per job); compare
# packages built the same way. The first jobs of a clean build also pay one-time costs shared by everything
# after them (system modules built from their .swiftinterface into the module cache, clang
# modules, indexing the system modules into the index store), so read a module's total with that.
set -euo pipefail
package="$(cd "$1" && pwd)"
log="${2:-$(mktemp)}"
# The wrapper sits in a bin/ beside a link to the toolchain's lib/, where the driver looks for its
# dependency scanner and resources relative to the frontend: the build then runs as without it.
toolchain="$(dirname "$(dirname "$(readlink -f "$(command -v swift)")")")"
frontend="$toolchain/bin/swift-frontend"
wrapper_root="$(mktemp -d)"
mkdir "$wrapper_root/bin" && ln -s "$toolchain/lib" "$wrapper_root/lib"
wrapper="$wrapper_root/bin/swift-frontend"
cat >"$wrapper" <<WRAPPER
#!/usr/bin/env bash
module=""; kind=compile; primaries=""; previous=""
for argument in "\$@"; do
    case "\$previous" in
        -module-name) module="\$argument" ;;
        -primary-file) primaries+=" \${argument##*/}" ;;
    esac
    case "\$argument" in -emit-module) kind=emit-module ;; -modulewrap) kind=modulewrap ;; esac
    previous="\$argument"
done
[ -n "\$primaries" ] && kind=compile
start=\$(date +%s.%N)
stats=()
[ -n "${SPECKIT_BENCH_STATS:-}" ] && [ "\$1" = -frontend ] && case "\$2" in -c|-emit-module) stats=(-stats-output-dir "${SPECKIT_BENCH_STATS:-}") ;; esac
/usr/bin/time -f "%U %S" -o "\$0.\$\$" "$frontend" "\$@" "\${stats[@]}"; status=\$?
echo "\$start \$(date +%s.%N) \$(tail -1 "\$0.\$\$") \${module:--} \$kind\$primaries" >>"$log"
rm -f "\$0.\$\$"
exit \$status
WRAPPER
chmod +x "$wrapper"
: >"$log"
if [ -n "${SPECKIT_BENCH_STATS:-}" ]; then rm -rf "$SPECKIT_BENCH_STATS" && mkdir -p "$SPECKIT_BENCH_STATS"; fi
rm -rf "$package/.build/x86_64-unknown-linux-gnu" "$package/.build/aarch64-unknown-linux-gnu" \
    "$package/.build/debug" "$package/.build/plugins" "$package/.build/plugin-tools"
(cd "$package" && SWIFT_DRIVER_SWIFT_FRONTEND_EXEC="$wrapper" /usr/bin/time -f "%e %U %S" -o "$log.total" \
    swift build --build-tests >"$log.build" 2>&1) || { tail -20 "$log.build" >&2; exit 1; }
read -r wall user sys <"$log.total"
echo "build: ${wall}s wall, $(echo "$user + $sys" | bc)s CPU (frontend jobs below; the rest is the driver, linker, SwiftPM)"
awk '{ cpu = $3 + $4; key = $5 " " $6; sum[key] += cpu; jobs[key]++; total += cpu }
     END { for (key in sum) printf "%8.2f %3d  %s\n", sum[key], jobs[key], key; printf "%8.2f      all frontend jobs\n", total }' "$log" | sort -rn
echo "(per-job log: $log; build log: $log.build)"
[ -n "${SPECKIT_BENCH_STATS:-}" ] || exit 0
# The counters' files are named stats-…-swift-frontend-MODULE-…json, one per job.
python3 - "$SPECKIT_BENCH_STATS" <<'PYTHON'
import collections, glob, json, os, sys
keys = {"IRModule.NumIRInsts": "IR instructions", "SILModule.NumSILGenFunctions": "SILGen functions",
        "Sema.NumConstraintScopes": "constraint scopes", "time.swift.perform-sema.user": "sema user s"}
sums = collections.defaultdict(collections.Counter)
for path in glob.glob(os.path.join(sys.argv[1], "*.json")):
    module = os.path.basename(path).split("-swift-frontend-", 1)[1].split("-", 1)[0]
    for key, value in json.load(open(path)).items():
        if key in keys:
            sums[module][key] += value
print("%-36s" % "module" + "".join("%18s" % name for name in keys.values()))
for module in sorted(sums, key=lambda m: -sums[m]["IRModule.NumIRInsts"]):
    print("%-36s" % module + "".join("%18.2f" % sums[module][key] if key.startswith("time") else "%18d" % sums[module][key] for key in keys))
PYTHON
