#!/usr/bin/env bash
# Stops what deploy/start-cluster.sh started: its nginx (graceful quit), then each node with
# SIGTERM (it drains: requests in flight finish; at most NAVIGATOR_DRAIN_MS).
set -euo pipefail
DEPLOY_DIR="$(cd "$(dirname "$0")" && pwd)"
cd "$(dirname "$DEPLOY_DIR")"
if [ -z "${RUN_DIR+x}" ]; then
  RUN_DIR="$(grep -E '^RUN_DIR=' "${NAVIGATOR_CLUSTER_ENV:-$DEPLOY_DIR/cluster.env}" | cut -d= -f2-)"
fi
[ -d "$RUN_DIR" ] || { echo "no cluster run dir $RUN_DIR"; exit 0; }
NGINX_BIN="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"

# Waits (at most 30 s) for `pid` to exit.
wait_gone() {
  for _ in $(seq 1 300); do kill -0 "$1" 2>/dev/null || return 0; sleep 0.1; done
  return 1
}

prefix="$RUN_DIR/nginx"
if [ -f "$prefix/nginx.pid" ]; then
  pid="$(cat "$prefix/nginx.pid")"
  "$NGINX_BIN" -p "$prefix/" -c nginx.conf -s quit 2>/dev/null || true
  wait_gone "$pid" || kill -KILL "$pid" 2>/dev/null || true
  echo "nginx stopped"
fi
for pid_file in "$RUN_DIR"/node-*.pid; do
  [ -f "$pid_file" ] || continue
  pid="$(cat "$pid_file")"
  if kill -TERM "$pid" 2>/dev/null; then
    wait_gone "$pid" || kill -KILL "$pid" 2>/dev/null || true
    echo "node $(basename "$pid_file" .pid) stopped"
  fi
  rm -f "$pid_file"
done
