# ensure-tools.sh — sourced by scripts/run and scripts/test: makes sure the build tools are there.
# shellcheck shell=bash
#
# The project's machines are fresh Debian 12 installs (as root) with the Swift toolchain in
# /opt/swift; CMake, Ninja and clang-format come from Debian's packages and are installed only when
# missing (`apt-get update` at most once per run).
#
#   clayout_ensure_tools cmake:cmake ninja:ninja-build   # command:package pairs
#   clayout_ensure_swift                                 # puts /opt/swift/usr/bin on PATH if needed

clayout_apt_updated=0

# Runs a command as root: directly when root, through sudo otherwise.
clayout_as_root() {
  if [[ $(id -u) -eq 0 ]]; then
    "$@"
  elif command -v sudo >/dev/null 2>&1; then
    sudo "$@"
  else
    echo "error: '$*' needs root (and sudo is not available)" >&2
    return 1
  fi
}

# Installs the Debian package of every `command:package` pair whose command is not on PATH.
clayout_ensure_tools() {
  local pair command package
  local -a missing=()
  for pair in "$@"; do
    command=${pair%%:*}
    package=${pair#*:}
    if ! command -v "$command" >/dev/null 2>&1; then
      missing+=("$package")
    fi
  done
  if [[ ${#missing[@]} -eq 0 ]]; then
    return 0
  fi
  if ! command -v apt-get >/dev/null 2>&1; then
    echo "error: missing ${missing[*]}, and apt-get is not available to install them" >&2
    return 1
  fi
  echo "Installing ${missing[*]} with apt-get" >&2
  if [[ $clayout_apt_updated -eq 0 ]]; then
    clayout_as_root env DEBIAN_FRONTEND=noninteractive apt-get update -q >&2
    clayout_apt_updated=1
  fi
  clayout_as_root env DEBIAN_FRONTEND=noninteractive \
    apt-get install -y -q --no-install-recommends "${missing[@]}" >&2
}

# Makes `swift` (and swift-format) reachable: the toolchain lives in /opt/swift on every machine.
clayout_ensure_swift() {
  if command -v swift >/dev/null 2>&1; then
    return 0
  fi
  if [[ -x /opt/swift/usr/bin/swift ]]; then
    export PATH="/opt/swift/usr/bin:$PATH"
    return 0
  fi
  echo "error: swift not found on PATH nor in /opt/swift/usr/bin" >&2
  return 1
}

# The repository root (this file is scripts/lib/ensure-tools.sh).
clayout_root=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
