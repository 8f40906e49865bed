#!/usr/bin/env bash
# Startup time (spawn → /api/health answers) and RSS after start of the compiled server: embedded (PGlite + Aedes)
# and PostgreSQL. Run after `npm run build -w apps/server`. PORT/MQTT_PORT/DATA_DIR under /tmp/pfs-start-figures.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
base=/tmp/pfs-start-figures; rm -rf "$base"; mkdir -p "$base"
measure() { # label, env...
  local label=$1; shift
  local t0=$(date +%s%N)
  env PORT=3991 MQTT_PORT=3992 HOST=127.0.0.1 LOG_LEVEL=warn SIM=on "$@" node --no-allocation-site-pretenuring dist/server.js > "$base/log" 2>&1 &
  local pid=$!
  until curl -sf http://127.0.0.1:3991/api/health > /dev/null; do
    kill -0 $pid 2> /dev/null || { cat "$base/log"; exit 1; }; sleep 0.05
  done
  local t1=$(date +%s%N)
  sleep 3
  local rss=$(awk '/VmRSS/ {print $2}' /proc/$pid/status)
  echo "$label：启动 $(( (t1 - t0) / 1000000 )) ms，启动后 RSS $(( rss / 1024 )) MB（负载 $(cut -d' ' -f1 /proc/loadavg)）"
  kill $pid; wait $pid || true
}
measure "内置 PGlite + Aedes，首次启动（演示数据，DEMO_HISTORY_DAYS=0）" DATA_DIR=$base/data DEMO_HISTORY_DAYS=0
measure "内置 PGlite + Aedes，再次启动" DATA_DIR=$base/data
db=pfs_start_$$
psql -q -h 127.0.0.1 -U postgres -c "create database $db"
measure "PostgreSQL，首次启动（DEMO_HISTORY_DAYS=0）" DATA_DIR=$base/pg DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db DEMO_HISTORY_DAYS=0
measure "PostgreSQL，再次启动" DATA_DIR=$base/pg DATABASE_URL=postgres://postgres@127.0.0.1:5432/$db
psql -q -h 127.0.0.1 -U postgres -c "drop database $db with (force)"
rm -rf "$base"
