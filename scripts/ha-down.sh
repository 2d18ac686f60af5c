#!/usr/bin/env bash
# `npm run ha:down`: stops what `npm run ha:up` started (API processes, HAProxy, Patroni and its
# PostgreSQL, etcd) and removes HA_DIR (default /tmp/encore-ha) with all its data and backups.
set -uo pipefail
HA_DIR="${HA_DIR:-/tmp/encore-ha}"
PG_BIN=/usr/lib/postgresql/15/bin
[ -d "$HA_DIR" ] || { echo "No cluster in $HA_DIR"; exit 0; }

# stop NAME: SIGTERM to the process group ha-up.sh started (setsid), SIGKILL after 15 s.
stop() {
  local file="$HA_DIR/$1.pid"
  [ -f "$file" ] || return 0
  local pid
  pid=$(cat "$file")
  kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null
  for _ in $(seq 30); do kill -0 "$pid" 2>/dev/null || break; sleep 0.5; done
  kill -KILL -- "-$pid" 2>/dev/null
  rm -f "$file"
}

for name in api-3201 api-3202 haproxy patroni-pg2 patroni-pg1; do stop "$name"; done
# A PostgreSQL Patroni left running (Patroni killed first): stopped by its own pid file.
for dir in "$HA_DIR"/pg1 "$HA_DIR"/pg2 "$HA_DIR"/drill; do
  if [ -f "$dir/postmaster.pid" ]; then
    pid=$(head -1 "$dir/postmaster.pid")
    kill -QUIT "$pid" 2>/dev/null
  fi
done
for name in etcd1 etcd2 etcd3; do stop "$name"; done
rm -rf "$HA_DIR"
echo "Cluster stopped, $HA_DIR removed"
