#!/usr/bin/env bash
# Starts a Navigator cluster on this machine: checks Redis, starts one node per port of
# NODE_PORTS (one after another, each waited for on /api/ready), then an nginx of its own
# (its own config, prefix and pid file under RUN_DIR; never the system nginx) in front.
# Settings: deploy/cluster.env (or NAVIGATOR_CLUSTER_ENV), overridable from the environment;
# node environment: deploy/node.env. Stop with deploy/stop-cluster.sh.
set -euo pipefail
DEPLOY_DIR="$(cd "$(dirname "$0")" && pwd)"
ROOT="$(dirname "$DEPLOY_DIR")"
cd "$ROOT"

# cluster.env gives defaults; a variable already set in the environment wins.
load_defaults() {
  local line key
  while IFS= read -r line || [ -n "$line" ]; do
    [[ "$line" =~ ^[[:space:]]*(#|$) ]] && continue
    key="${line%%=*}"
    if [ -z "${!key+x}" ]; then eval "export $line"; fi
  done <"$1"
}
load_defaults "${NAVIGATOR_CLUSTER_ENV:-$DEPLOY_DIR/cluster.env}"
NGINX_BIN="${NGINX_BIN:-$(command -v nginx || echo /usr/sbin/nginx)}"
mkdir -p "$RUN_DIR"
RUN_DIR="$(cd "$RUN_DIR" && pwd)"

if [ ! -x "$NGINX_BIN" ]; then
  echo "nginx not found; install it: apt-get install -y nginx" >&2
  exit 1
fi
if ! redis-cli -u "$REDIS_URL" ping 2>/dev/null | grep -q PONG; then
  echo "Redis does not answer at $REDIS_URL; start it (redis-server) or set REDIS_URL" >&2
  exit 1
fi

# Waits until `url` answers 200 (at most 60 s); $2 is the pid that must stay alive meanwhile.
wait_ready() {
  for _ in $(seq 1 600); do
    if curl -fsS -o /dev/null "$1" 2>/dev/null; then return 0; fi
    if [ -n "${2:-}" ] && ! kill -0 "$2" 2>/dev/null; then return 1; fi
    sleep 0.1
  done
  return 1
}

# The config directory of the node on port $1. With a config remote every node needs a work
# tree of its own (a save is a commit in that node's clone, then a push): RUN_DIR/config-PORT,
# which the node clones from NAVIGATOR_CONFIG_REMOTE when it starts on it empty. Without a
# remote every node serves NAVIGATOR_CONFIG.
config_dir_of() {
  if [ -n "${NAVIGATOR_CONFIG_REMOTE:-}" ]; then
    echo "$RUN_DIR/config-$1"
  else
    echo "$NAVIGATOR_CONFIG"
  fi
}

# Starts the node on port $1 (unless it already runs); its pid goes to RUN_DIR/node-PORT.pid.
start_node() {
  local port="$1" pid_file="$RUN_DIR/node-$1.pid"
  if [ -f "$pid_file" ] && kill -0 "$(cat "$pid_file")" 2>/dev/null; then return 0; fi
  # node.env holds plain KEY=value lines; `env` passes them to this node only.
  mapfile -t node_env < <(grep -Ev '^[[:space:]]*(#|$)' "$DEPLOY_DIR/node.env")
  env "${node_env[@]}" REDIS_URL="$REDIS_URL" \
    node bin/navigator.cjs start --port "$port" --host 127.0.0.1 \
    --config "$(config_dir_of "$port")" --data "$NAVIGATOR_DATA" \
    </dev/null >"$RUN_DIR/node-$port.log" 2>&1 &
  echo $! >"$pid_file"
}

# Waits for the node on port $1 to be ready, or says why not and exits.
await_node() {
  local port="$1"
  if ! wait_ready "http://127.0.0.1:$port/api/ready" "$(cat "$RUN_DIR/node-$port.pid")"; then
    echo "node on port $port did not become ready; see $RUN_DIR/node-$port.log" >&2
    tail -n 20 "$RUN_DIR/node-$port.log" >&2 || true
    exit 1
  fi
  echo "node ready on 127.0.0.1:$port (pid $(cat "$RUN_DIR/node-$port.pid"))"
}

read -r -a ports <<<"$NODE_PORTS"
# A fresh data directory gets its demo database from the first node alone; then the others
# start together.
if [ -z "$(ls -A "$NAVIGATOR_DATA" 2>/dev/null)" ]; then
  start_node "${ports[0]}"
  await_node "${ports[0]}"
fi
for port in "${ports[@]}"; do start_node "$port"; done
for port in "${ports[@]}"; do await_node "$port"; done

# nginx's copy of deploy/nginx.conf, with this cluster's ports.
prefix="$RUN_DIR/nginx"
mkdir -p "$prefix/logs" "$prefix/temp"
# Workers of an nginx started as root run as nobody and buffer into temp/.
chmod 0777 "$prefix/temp"
upstreams=""
for port in "${ports[@]}"; do
  upstreams+="    server 127.0.0.1:$port max_fails=1 fail_timeout=5s;\n"
done
awk -v upstreams="$upstreams" -v listen="    listen $CLUSTER_HOST:$CLUSTER_PORT;" '
  /^    server 127\.0\.0\.1:[0-9]+ max_fails/ { if (!done) { printf "%s", upstreams; done = 1 } next }
  /^    listen / { print listen; next }
  { print }
' "$DEPLOY_DIR/nginx.conf" >"$prefix/nginx.conf"
if [ -f "$prefix/nginx.pid" ] && kill -0 "$(cat "$prefix/nginx.pid")" 2>/dev/null; then
  "$NGINX_BIN" -p "$prefix/" -c nginx.conf -s reload
else
  "$NGINX_BIN" -p "$prefix/" -c nginx.conf -q -t
  # The daemon keeps no handle on this script's output (a caller waiting for it to close).
  "$NGINX_BIN" -p "$prefix/" -c nginx.conf </dev/null >>"$prefix/logs/error.log" 2>&1
fi
wait_ready "http://$CLUSTER_HOST:$CLUSTER_PORT/api/ready" || {
  echo "nginx does not answer on $CLUSTER_HOST:$CLUSTER_PORT; see $prefix/logs/error.log" >&2
  exit 1
}
echo "Navigator cluster at http://localhost:$CLUSTER_PORT (nodes: $NODE_PORTS; run dir $RUN_DIR)"
