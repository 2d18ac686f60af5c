#!/usr/bin/env bash
# `npm run ha:up`: the production topology on one machine, from Debian's packages and deploy/'s files:
# 3 etcd members, 2 PostgreSQL 15 under Patroni (REST on 8008 and 8009, synchronous replication),
# HAProxy sending port 5000 to the primary, pgBackRest archiving WAL (plus a first full backup), and
# 2 API processes on 3201 and 3202 with the demo data, DATABASE_URL through HAProxy. Returns once all
# answer. Everything lives in HA_DIR (default /tmp/encore-ha); `npm run ha:down` stops it and removes it.
set -euo pipefail
exec 3>&2 # the terminal's stderr, for messages from inside wait_for's silenced checks
root="$(cd "$(dirname "$0")/.." && pwd)"
HA_DIR="${HA_DIR:-/tmp/encore-ha}"
PG_BIN=/usr/lib/postgresql/15/bin
# PostgreSQL refuses to run as root: its processes (and etcd's, in the same folder) run as postgres.
as_pg=()
[ "$(id -u)" = 0 ] && as_pg=(runuser -u postgres --)
say() { printf '\033[1m%s\033[0m\n' "$*"; }

# wait_for SECONDS WHAT COMMAND...: runs COMMAND every half second until it succeeds.
wait_for() {
  local seconds=$1 what=$2
  shift 2
  for _ in $(seq $((seconds * 2))); do
    if "$@" >/dev/null 2>&1; then return 0; fi
    sleep 0.5
  done
  echo "✖ $what did not answer within ${seconds}s (logs: $HA_DIR/log)" >&2
  exit 1
}

missing=()
for pair in patroni:patroni etcd:etcd-server etcdctl:etcd-client haproxy:haproxy pgbackrest:pgbackrest; do
  command -v "${pair%%:*}" >/dev/null || missing+=("${pair#*:}")
done
if [ ${#missing[@]} -gt 0 ]; then
  if [ "$(id -u)" != 0 ]; then
    echo "✖ missing Debian packages: ${missing[*]} (sudo apt-get install -y ${missing[*]})" >&2
    exit 1
  fi
  say "Installing ${missing[*]}…"
  # The packages' own services must not start: this cluster runs its own processes.
  DEBIAN_FRONTEND=noninteractive RUNLEVEL=1 apt-get install -y "${missing[@]}" >/dev/null
fi
[ -x "$PG_BIN/postgres" ] || { echo "✖ PostgreSQL 15 binaries not found in $PG_BIN" >&2; exit 1; }

if [ -e "$HA_DIR/up" ]; then
  echo "✖ a cluster is already up in $HA_DIR (npm run ha:down first)" >&2
  exit 1
fi
rm -rf "$HA_DIR"
mkdir -p "$HA_DIR"/{conf,log,lock,backups}
touch "$HA_DIR/up"
for file in etcd/etcd1.yml etcd/etcd2.yml etcd/etcd3.yml patroni/pg1.yml patroni/pg2.yml \
  haproxy/haproxy.cfg pgbackrest/pgbackrest.conf; do
  sed "s|__HA_DIR__|$HA_DIR|g" "$root/deploy/$file" >"$HA_DIR/conf/$(basename "$file")"
done
cp "$HA_DIR/conf/pgbackrest.conf" "$HA_DIR/pgbackrest.conf"
[ "$(id -u)" = 0 ] && chown -R postgres: "$HA_DIR"

# start NAME COMMAND...: a background process of the cluster, its pid in HA_DIR/NAME.pid.
start() {
  local name=$1
  shift
  setsid "$@" >>"$HA_DIR/log/$name.log" 2>&1 </dev/null &
  echo $! >"$HA_DIR/$name.pid"
}

say "etcd (3 members)…"
for i in 1 2 3; do start "etcd$i" "${as_pg[@]}" etcd --config-file "$HA_DIR/conf/etcd$i.yml"; done
endpoints=127.0.0.1:2379,127.0.0.1:2479,127.0.0.1:2579
wait_for 30 etcd env ETCDCTL_API=3 etcdctl --endpoints=$endpoints endpoint health

say "PostgreSQL under Patroni: pg1 (primary), then pg2 (synchronous standby)…"
start patroni-pg1 "${as_pg[@]}" patroni "$HA_DIR/conf/pg1.yml"
wait_for 90 "pg1 as primary" curl -sf http://127.0.0.1:8008/primary
start patroni-pg2 "${as_pg[@]}" patroni "$HA_DIR/conf/pg2.yml"
wait_for 120 "pg2 as synchronous standby" curl -sf http://127.0.0.1:8009/sync

say "HAProxy on 5000…"
start haproxy haproxy -db -f "$HA_DIR/conf/haproxy.cfg"
wait_for 20 HAProxy "$PG_BIN/pg_isready" -h 127.0.0.1 -p 5000
psql_ha() { "$PG_BIN/psql" -h 127.0.0.1 -p 5000 -U postgres -v ON_ERROR_STOP=1 -qAt "$@"; }
wait_for 20 "the primary through HAProxy" psql_ha -c 'select 1'
psql_ha -c 'create database encore'

say "pgBackRest: stanza (WAL archiving starts)…"
"${as_pg[@]}" pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza=encore stanza-create >/dev/null
"${as_pg[@]}" pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza=encore check >/dev/null

say "API processes on 3201 and 3202…"
(cd "$root" && npm run build -w @encore/api >/dev/null) # the API as it is in this checkout
# Both processes sign the same tokens and tickets: a session opened on one works on the other.
# api_answers PORT: its health answers; a process that died stops the wait at once.
api_answers() {
  kill -0 "$(cat "$HA_DIR/api-$1.pid")" 2>/dev/null || { echo "✖ API on $1 stopped:" >&3; tail -5 "$HA_DIR/log/api-$1.log" >&3; exit 1; }
  curl -sf "http://127.0.0.1:$1/api/health"
}
# JWT_SECRET: 64 random hex digits; TICKET_SIGNING_KEY: an Ed25519 seed, 32 bytes in hex.
secret_of() { [ -f "$HA_DIR/$1" ] || od -An -tx1 -N32 /dev/urandom | tr -d ' \n' >"$HA_DIR/$1"; cat "$HA_DIR/$1"; }
export DATABASE_URL="postgres://postgres@127.0.0.1:5000/encore"
export JWT_SECRET="$(secret_of jwt-secret)" TICKET_SIGNING_KEY="$(secret_of ticket-key)"
# AUTH_RATE_LIMIT: bench/failover.mjs signs 100 sellers in from one address.
export DEMO_DATA=true LOG_LEVEL="${LOG_LEVEL:-warn}" HOST=127.0.0.1 AUTH_RATE_LIMIT="${AUTH_RATE_LIMIT:-1000}"
# The first one migrates and seeds the demo data; the second starts on a ready database.
for port in 3201 3202; do
  DATA_DIR="$HA_DIR/api-$port" PORT=$port start "api-$port" node "$root/apps/api/dist/server.js"
  wait_for 300 "API on $port" api_answers $port
done

say "pgBackRest: first full backup…"
"${as_pg[@]}" pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza=encore backup --type=full >/dev/null

cat <<EOF

  Encore cluster is up (HA_DIR=$HA_DIR)
    API            http://127.0.0.1:3201  http://127.0.0.1:3202
    PostgreSQL     postgres://postgres@127.0.0.1:5000/encore (HAProxy → primary; stats http://127.0.0.1:7000)
    Patroni REST   http://127.0.0.1:8008 (pg1)  http://127.0.0.1:8009 (pg2)
    Members        patronictl -c $HA_DIR/conf/pg1.yml list
    Stop           npm run ha:down

EOF
