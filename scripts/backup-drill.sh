#!/usr/bin/env bash
# `npm run backup:drill`: proves the PostgreSQL backups of the `npm run ha:up` cluster restore. It takes a
# backup (pgBackRest, incremental on the last full one), notes the row counts at a moment T, changes the
# database after T, then restores the latest backup into a fresh instance (port 5435) replaying the archived
# WAL up to T, and checks the restored counts equal those at T and the change after T is absent.
set -euo pipefail
HA_DIR="${HA_DIR:-/tmp/encore-ha}"
PG_BIN=/usr/lib/postgresql/15/bin
DRILL="$HA_DIR/drill"
as_pg=()
[ "$(id -u)" = 0 ] && as_pg=(runuser -u postgres --)
backrest() { "${as_pg[@]}" pgbackrest --config="$HA_DIR/pgbackrest.conf" --stanza=encore "$@"; }
primary() { "$PG_BIN/psql" -h 127.0.0.1 -p 5000 -U postgres -d encore -v ON_ERROR_STOP=1 -qAt "$@"; }
drill() { "$PG_BIN/psql" -h "$HA_DIR" -p 5435 -U postgres -d encore -v ON_ERROR_STOP=1 -qAt "$@"; }
[ -f "$HA_DIR/pgbackrest.conf" ] || { echo "✖ no cluster in $HA_DIR (npm run ha:up first)" >&2; exit 1; }

# The tables the drill compares (the sales journal joins them once it exists).
counts="select (select count(*) from orders) || ' orders, ' || (select count(*) from order_items) ||
  ' items, ' || (select count(*) from tickets) || ' tickets, ' || (select count(*) from users) || ' users'"

echo "1. Backup (incremental on the last full one)…"
backrest backup --type=incr
backrest info | sed -n '1,12p'

echo "2. Counts at T, then a change after T…"
primary -c "drop table if exists backup_drill_after_t"
at_t=$(primary -c "$counts")
target=$(primary -c "select clock_timestamp()")
sleep 1
primary -c "create table backup_drill_after_t as select clock_timestamp() as at"
# The WAL holding T and the change after it reaches the archive (check switches WAL and waits for it).
backrest check
echo "   T = $target: $at_t"

echo "3. Restore into a fresh instance, to T…"
rm -rf "$DRILL"
mkdir -p "$DRILL" && chmod 700 "$DRILL"
[ "$(id -u)" = 0 ] && chown postgres: "$DRILL"
backrest restore --pg1-path="$DRILL" --type=time "--target=$target" --target-action=promote
# Its own port and socket; it archives nothing (its new timeline must not reach the cluster's repository)
# and waits for no synchronous standby.
"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$DRILL" -l "$HA_DIR/log/drill.log" -w -t 300 start -o \
  "-c port=5435 -c unix_socket_directories=$HA_DIR -c listen_addresses='' -c archive_mode=off \
   -c synchronous_standby_names='' -c hba_file=$DRILL/pg_hba.conf -c ident_file=$DRILL/pg_ident.conf \
   -c cluster_name=encore-drill"
trap '"${as_pg[@]}" "$PG_BIN/pg_ctl" -D "$DRILL" -m fast stop >/dev/null 2>&1; rm -rf "$DRILL"' EXIT
for _ in $(seq 120); do
  [ "$(drill -c 'select pg_is_in_recovery()' 2>/dev/null)" = f ] && break
  sleep 1
done

echo "4. Check…"
restored=$(drill -c "$counts")
after=$(drill -c "select to_regclass('backup_drill_after_t') is null")
echo "   restored: $restored"
primary -c "drop table backup_drill_after_t"
if [ "$restored" = "$at_t" ] && [ "$after" = t ]; then
  echo "✔ backup:drill passed: the latest backup restored to T with the same counts, and nothing after T"
else
  echo "✖ backup:drill FAILED: at T $at_t; restored $restored; change after T absent: $after" >&2
  exit 1
fi
